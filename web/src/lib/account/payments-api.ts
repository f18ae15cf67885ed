import type { AthleteTier } from '@domain/enums';

import type { RuntimeConfig } from '../../config/runtime-config';
import { callApi } from '../api/call-api';

// The payment calls (snake_case JSON, bearer token).

/** `tier` chooses the tier of a renewal; without it the server keeps the record's tier. */
export const createPaymentIntent = (
  config: RuntimeConfig,
  membershipId: string,
  tier?: AthleteTier,
) =>
  callApi(config, 'POST /payments/create-payment-intent', {
    body: tier
      ? { membership_id: membershipId, membership_tier: tier }
      : { membership_id: membershipId },
  });

export const confirmPayment = (
  config: RuntimeConfig,
  paymentIntentId: string,
  membershipId: string,
) =>
  callApi(config, 'POST /payments/confirm-payment', {
    body: { payment_intent_id: paymentIntentId, membership_id: membershipId },
  });

export const createClubPaymentIntent = (config: RuntimeConfig, clubId: string) =>
  callApi(config, 'POST /payments/club/create-payment-intent', {
    body: { club_membership_id: clubId },
  });

export const confirmClubPayment = (
  config: RuntimeConfig,
  paymentIntentId: string,
  clubId: string,
) =>
  callApi(config, 'POST /payments/club/confirm-payment', {
    body: { payment_intent_id: paymentIntentId, club_membership_id: clubId },
  });

/** One card payment for several of the caller's memberships (first years and renewals). */
export const createHouseholdPaymentIntent = (config: RuntimeConfig, membershipIds: string[]) =>
  callApi(config, 'POST /payments/household/create-payment-intent', {
    body: { membership_ids: membershipIds },
  });

export const confirmHouseholdPayment = (config: RuntimeConfig, paymentIntentId: string) =>
  callApi(config, 'POST /payments/household/confirm-payment', {
    body: { payment_intent_id: paymentIntentId },
  });

/** Emulator only: the local stand-in for Stripe's card form. */
export const testCheckout = (config: RuntimeConfig, paymentIntentId: string, cardNumber: string) =>
  callApi(config, 'POST /payments/test-checkout', {
    body: { payment_intent_id: paymentIntentId, card_number: cardNumber },
  });
