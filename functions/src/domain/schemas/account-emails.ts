import type { InferType } from 'yup';

import { emailField, strictObject } from './fields';
import { REQUIRED_MESSAGE } from './message-keys';

/** POST /account-emails/password-reset: the address to send the link to. */
export const passwordResetEmailSchema = strictObject({
  email: emailField().required(REQUIRED_MESSAGE),
});

export type PasswordResetEmailInput = InferType<typeof passwordResetEmailSchema>;
