/** A failure the app itself detects around the identity provider, with a code like Firebase's. */
export class IdentityError extends Error {
  constructor(
    readonly code: 'identity/no-current-user' | 'identity/already-verified',
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/** The `code` of a Firebase (or IdentityError) failure, '' for anything else. */
export function identityErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}
