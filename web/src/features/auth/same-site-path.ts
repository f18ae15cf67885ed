/**
 * The path (with query and hash) that `value` points to on this site, or null. Sign-in and
 * emailed links only ever continue on this site: an open redirect would hand a fresh
 * session to anyone's page.
 */
export function sameSitePath(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  if (value.startsWith('/')) {
    // '//host' and '/\host' are read by browsers as another site.
    return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  }
  try {
    const url = new URL(value);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
