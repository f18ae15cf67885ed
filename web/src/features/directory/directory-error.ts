const MEMBERSHIP_ERROR_TEXT =
  /access denied|only active members|failed to fetch|unauthorized|\b40[13]\b/i;

/** Errors that mean the reader lacks an active membership rather than a broken request. */
export function isMembershipError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'permission-denied') return true;
  return typeof message === 'string' && MEMBERSHIP_ERROR_TEXT.test(message);
}
