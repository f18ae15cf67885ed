import { number, type InferType } from 'yup';

import { emailField, strictObject } from './fields';
import { INVALID_TYPE_MESSAGE } from './message-keys';

export const ADMIN_MAIL_PAGE_SIZE = 50;
export const ADMIN_MAIL_MAX_PAGE_SIZE = 100;

/** GET /admin/mail: the newest mail, or one recipient's. */
export const adminMailQuerySchema = strictObject({
  to: emailField().optional(),
  limit: number()
    .typeError(INVALID_TYPE_MESSAGE)
    .integer()
    .min(1)
    .max(ADMIN_MAIL_MAX_PAGE_SIZE)
    .default(ADMIN_MAIL_PAGE_SIZE),
});

export type AdminMailQuery = InferType<typeof adminMailQuerySchema>;
