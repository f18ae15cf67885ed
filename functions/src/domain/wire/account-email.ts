/** POST /account-emails/verification and /password-reset: the email was queued. */
export type AccountEmailSentWire = { sent: true };
