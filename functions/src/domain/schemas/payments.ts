import type { InferType } from 'yup';

import { messageKey, recordIdField, requiredText, strictObject } from './fields';

// Membership, club and PaymentIntent ids, all of the record-id shape Firestore accepts.
const id = () => recordIdField().required(messageKey('validation.required'));

/** POST /payments/create-payment-intent */
export const membershipPaymentIntentSchema = strictObject({ membership_id: id() });

/** POST /payments/confirm-payment */
export const membershipPaymentConfirmationSchema = strictObject({
  payment_intent_id: id(),
  membership_id: id(),
});

/** POST /payments/club/create-payment-intent */
export const clubPaymentIntentSchema = strictObject({ club_membership_id: id() });

/** POST /payments/club/confirm-payment */
export const clubPaymentConfirmationSchema = strictObject({
  payment_intent_id: id(),
  club_membership_id: id(),
});

/** POST /payments/test-checkout (emulator only): a test card number, spaces allowed. */
export const testCheckoutSchema = strictObject({
  payment_intent_id: id(),
  card_number: requiredText(30),
});

export type MembershipPaymentIntentInput = InferType<typeof membershipPaymentIntentSchema>;
export type MembershipPaymentConfirmationInput = InferType<
  typeof membershipPaymentConfirmationSchema
>;
export type ClubPaymentIntentInput = InferType<typeof clubPaymentIntentSchema>;
export type ClubPaymentConfirmationInput = InferType<typeof clubPaymentConfirmationSchema>;
export type TestCheckoutInput = InferType<typeof testCheckoutSchema>;
