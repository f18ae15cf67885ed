/** The `code` of a Firebase Auth failure ('auth/user-not-found'...); undefined otherwise. */
export const authErrorCode = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * For `.catch`: null when the user does not exist (seeded family members and imported
 * accounts have no sign-in), the failure itself otherwise.
 */
export function nullWhenNoSuchUser(error: unknown): null {
  if (authErrorCode(error) === 'auth/user-not-found') return null;
  throw error;
}
