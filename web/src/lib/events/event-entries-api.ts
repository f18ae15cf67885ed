import type { RuntimeConfig } from '../../config/runtime-config';
import { callApi } from '../api/call-api';

// The entry calls: choose a membership, enter, pay, withdraw.

export const getEntryOptions = (config: RuntimeConfig, eventId: string) =>
  callApi(config, 'GET /events/{id}/entry-options', { path: { id: eventId } });

export const enterEvent = (config: RuntimeConfig, eventId: string, membershipId: string) =>
  callApi(config, 'POST /events/{id}/entries', {
    path: { id: eventId },
    body: { membership_id: membershipId },
  });

export const createEntryPaymentIntent = (config: RuntimeConfig, entryId: string) =>
  callApi(config, 'POST /entries/{id}/payment-intent', { path: { id: entryId } });

export const confirmEntryPayment = (
  config: RuntimeConfig,
  entryId: string,
  paymentIntentId: string,
) =>
  callApi(config, 'POST /entries/{id}/confirm-payment', {
    path: { id: entryId },
    body: { payment_intent_id: paymentIntentId },
  });

export const listHouseholdEntries = (config: RuntimeConfig) =>
  callApi(config, 'GET /entries').then((answer) => answer.entries);

export const withdrawEntry = (config: RuntimeConfig, entryId: string) =>
  callApi(config, 'POST /entries/{id}/withdraw', { path: { id: entryId } });
