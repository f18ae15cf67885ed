import { logger } from 'firebase-functions';

import { backupLocation } from '../domain/backups';

/** The one Firestore Admin API call a backup makes; v1.FirestoreAdminClient has it. */
export interface FirestoreExporter {
  exportDocuments(request: {
    name: string;
    outputUriPrefix: string;
  }): Promise<readonly [{ name?: string | null }, ...unknown[]]>;
}

export interface BackupRun {
  projectId: string;
  bucket: string;
  now: Date;
}

/**
 * Starts a managed export of every collection of the default database into the bucket and
 * answers where it goes, or null when no bucket is configured. Firestore carries on with
 * the export after this returns; `gcloud firestore operations list` shows how it ended.
 */
export async function backUpFirestore(
  exporter: FirestoreExporter,
  { projectId, bucket, now }: BackupRun,
): Promise<string | null> {
  const outputUriPrefix = backupLocation(bucket, now);
  if (!outputUriPrefix) {
    logger.warn('Firestore backup skipped: BACKUP_BUCKET is not set');
    return null;
  }
  const [operation] = await exporter.exportDocuments({
    name: `projects/${projectId}/databases/(default)`,
    outputUriPrefix,
  });
  logger.info('Firestore backup started', { outputUriPrefix, operation: operation.name });
  return outputUriPrefix;
}
