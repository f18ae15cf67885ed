import type {
  EntryCreatedWire,
  EntryOptionsWire,
  EntryPaymentWire,
  EventEntryWire,
  HouseholdEntryWire,
} from '@domain/wire/event-entries';

import type { RuntimeConfig } from '../../config/runtime-config';
import { signedInRequest } from '../api/signed-in-request';

// The entry calls (snake_case JSON, bearer token): choose a membership, enter, pay, withdraw.

export const getEntryOptions = (config: RuntimeConfig, eventId: string) =>
  signedInRequest<EntryOptionsWire>(config, `/events/${encodeURIComponent(eventId)}/entry-options`);

export const enterEvent = (config: RuntimeConfig, eventId: string, membershipId: string) =>
  signedInRequest<EntryCreatedWire>(config, `/events/${encodeURIComponent(eventId)}/entries`, {
    method: 'POST',
    body: { membership_id: membershipId },
  });

export const createEntryPaymentIntent = (config: RuntimeConfig, entryId: string) =>
  signedInRequest<EntryPaymentWire>(
    config,
    `/entries/${encodeURIComponent(entryId)}/payment-intent`,
    { method: 'POST', body: {} },
  );

export const confirmEntryPayment = (
  config: RuntimeConfig,
  entryId: string,
  paymentIntentId: string,
) =>
  signedInRequest<{ success: boolean; entry: EventEntryWire }>(
    config,
    `/entries/${encodeURIComponent(entryId)}/confirm-payment`,
    { method: 'POST', body: { payment_intent_id: paymentIntentId } },
  );

export const listHouseholdEntries = (config: RuntimeConfig) =>
  signedInRequest<{ entries: HouseholdEntryWire[] }>(config, '/entries').then((r) => r.entries);

export const withdrawEntry = (config: RuntimeConfig, entryId: string) =>
  signedInRequest<{ entry: EventEntryWire }>(
    config,
    `/entries/${encodeURIComponent(entryId)}/withdraw`,
    { method: 'POST', body: {} },
  );
