import type { InferType } from 'yup';

import { messageKey, recordIdField, strictObject } from './fields';

const id = () => recordIdField().required(messageKey('validation.required'));

/** POST /events/:id/entries: which of the household's memberships to enter. */
export const eventEntrySchema = strictObject({ membership_id: id() });
export type EventEntryInput = InferType<typeof eventEntrySchema>;

/** POST /entries/:id/confirm-payment */
export const eventEntryPaymentConfirmationSchema = strictObject({ payment_intent_id: id() });
export type EventEntryPaymentConfirmationInput = InferType<
  typeof eventEntryPaymentConfirmationSchema
>;
