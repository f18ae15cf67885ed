import { array, type InferType } from 'yup';

import { ATHLETE_TIERS } from '../enums';
import { MAX_ITEMS } from '../payment-items';

import { messageKey, optionalOneOf, recordIdField, requiredText, strictObject } from './fields';
import { INVALID_TYPE_MESSAGE, REQUIRED_MESSAGE } from './message-keys';

// Membership, club and PaymentIntent ids, all of the record-id shape Firestore accepts.
const id = () => recordIdField().required(REQUIRED_MESSAGE);

/** POST /payments/create-payment-intent */
export const membershipPaymentIntentSchema = strictObject({
  membership_id: id(),
  // Renewals only: the tier the next year is paid at (default the record's own).
  membership_tier: optionalOneOf(ATHLETE_TIERS),
});

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

// One payment for one record is the ordinary route; a household pays for two or more.
const HOUSEHOLD_MIN = 2;
const householdSize = messageKey('validation.householdMemberships');

/** POST /payments/household/create-payment-intent: 2 to 20 different memberships. */
export const householdPaymentIntentSchema = strictObject({
  membership_ids: array(id())
    .typeError(INVALID_TYPE_MESSAGE)
    .required(REQUIRED_MESSAGE)
    .min(HOUSEHOLD_MIN, householdSize)
    .max(MAX_ITEMS, householdSize)
    .test('unique', householdSize, (ids) => !ids || new Set(ids).size === ids.length),
});

/** POST /payments/household/confirm-payment */
export const householdPaymentConfirmationSchema = strictObject({ payment_intent_id: id() });

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
export type HouseholdPaymentIntentInput = InferType<typeof householdPaymentIntentSchema>;
export type HouseholdPaymentConfirmationInput = InferType<
  typeof householdPaymentConfirmationSchema
>;
export type TestCheckoutInput = InferType<typeof testCheckoutSchema>;
