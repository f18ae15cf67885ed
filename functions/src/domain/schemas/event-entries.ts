import type { InferType } from 'yup';

import { recordIdField, strictObject } from './fields';
import { REQUIRED_MESSAGE } from './message-keys';

const id = () => recordIdField().required(REQUIRED_MESSAGE);

/** POST /events/:id/entries: which of the household's memberships to enter. */
export const eventEntrySchema = strictObject({ membership_id: id() });
export type EventEntryInput = InferType<typeof eventEntrySchema>;

/** POST /entries/:id/confirm-payment */
export const eventEntryPaymentConfirmationSchema = strictObject({ payment_intent_id: id() });
export type EventEntryPaymentConfirmationInput = InferType<
  typeof eventEntryPaymentConfirmationSchema
>;
