/** Why a security check failed, as the message id (and values) the component shows. */
export class SecurityCheckFailure extends Error {
  constructor(
    readonly messageId: string,
    readonly values: Record<string, string> = {},
  ) {
    super(messageId);
    this.name = 'SecurityCheckFailure';
  }
}
