import type { InferType } from 'yup';

import { emailField, messageKey, strictObject } from './fields';

/** POST /account-emails/password-reset: the address to send the link to. */
export const passwordResetEmailSchema = strictObject({
  email: emailField().required(messageKey('validation.required')),
});

export type PasswordResetEmailInput = InferType<typeof passwordResetEmailSchema>;
