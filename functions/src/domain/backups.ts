/**
 * Where a Firestore export started at `at` goes: a folder of its own under the configured
 * bucket (gs:// optional), named by its UTC date and time so that a second run on the same
 * day never writes into the first; null when no bucket is configured.
 */
export function backupLocation(bucket: string, at: Date): string | null {
  const path = bucket
    .trim()
    .replace(/^gs:\/\//, '')
    .replace(/\/+$/, '');
  if (!path) return null;
  const stamp = `${at.toISOString().slice(0, 19).replaceAll(':', '')}Z`;
  return `gs://${path}/firestore/${stamp}`;
}
