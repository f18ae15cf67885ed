import type { AthleteTier } from '@domain/enums';

import type { RuntimeConfig } from '../../config/runtime-config';
import { signedInRequest } from '../api/signed-in-request';

// The payment calls (snake_case JSON, bearer token).

export interface MembershipPaymentIntent {
  client_secret: string;
  amount: number;
  currency: string;
}

export interface HouseholdPaymentIntent {
  client_secret: string;
  payment_intent_id: string;
  amount: number;
  currency: string;
  membership_ids: string[];
}

export interface ClubPaymentIntent {
  client_secret: string;
  payment_intent_id: string;
}

export interface TestCheckoutResult {
  status: 'succeeded' | 'failed';
  failure_reason?: string | null;
  /** Stripe's decline or error code, for a message of our own in the reader's language. */
  failure_code?: string | null;
}

/** `tier` chooses the tier of a renewal; without it the server keeps the record's tier. */
export const createPaymentIntent = (
  config: RuntimeConfig,
  membershipId: string,
  tier?: AthleteTier,
) =>
  signedInRequest<MembershipPaymentIntent>(config, '/payments/create-payment-intent', {
    method: 'POST',
    body: tier
      ? { membership_id: membershipId, membership_tier: tier }
      : { membership_id: membershipId },
  });

export const confirmPayment = (
  config: RuntimeConfig,
  paymentIntentId: string,
  membershipId: string,
) =>
  signedInRequest<unknown>(config, '/payments/confirm-payment', {
    method: 'POST',
    body: { payment_intent_id: paymentIntentId, membership_id: membershipId },
  });

export const createClubPaymentIntent = (config: RuntimeConfig, clubId: string) =>
  signedInRequest<ClubPaymentIntent>(config, '/payments/club/create-payment-intent', {
    method: 'POST',
    body: { club_membership_id: clubId },
  });

export const confirmClubPayment = (
  config: RuntimeConfig,
  paymentIntentId: string,
  clubId: string,
) =>
  signedInRequest<{ success?: boolean }>(config, '/payments/club/confirm-payment', {
    method: 'POST',
    body: { payment_intent_id: paymentIntentId, club_membership_id: clubId },
  });

/** One card payment for several of the caller's memberships (first years and renewals). */
export const createHouseholdPaymentIntent = (config: RuntimeConfig, membershipIds: string[]) =>
  signedInRequest<HouseholdPaymentIntent>(config, '/payments/household/create-payment-intent', {
    method: 'POST',
    body: { membership_ids: membershipIds },
  });

export const confirmHouseholdPayment = (config: RuntimeConfig, paymentIntentId: string) =>
  signedInRequest<{ success?: boolean }>(config, '/payments/household/confirm-payment', {
    method: 'POST',
    body: { payment_intent_id: paymentIntentId },
  });

/** Emulator only: the local stand-in for Stripe's card form. */
export const testCheckout = (config: RuntimeConfig, paymentIntentId: string, cardNumber: string) =>
  signedInRequest<TestCheckoutResult>(config, '/payments/test-checkout', {
    method: 'POST',
    body: { payment_intent_id: paymentIntentId, card_number: cardNumber },
  });
