import { CURRENCY } from '../domain/pricing';

import { IntentNotFound, type IntentSnapshot, type PaymentGateway } from './payment-gateway';

// Reusing an open intent, for dues and entry fees alike: the one a record last opened is
// paid again only while the customer can still pay it and it still asks the right amount.

// Intents a customer can still pay; any other state needs a new intent.
const OPEN_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
];

export const isOpen = (intent: IntentSnapshot) => OPEN_STATUSES.includes(intent.status);

/** Whether `intent` can be paid again for `amount` (in our currency). */
export const reusableFor = (intent: IntentSnapshot, amount: number) =>
  isOpen(intent) && intent.amount === amount && intent.currency === CURRENCY;

/** The intent a record names, or null when Stripe does not know it (the demo data's). */
export function storedIntent(
  gateway: Pick<PaymentGateway, 'retrieveIntent'>,
  id: string,
): Promise<IntentSnapshot | null> {
  return gateway.retrieveIntent(id).catch((err: unknown) => {
    if (err instanceof IntentNotFound) return null;
    throw err;
  });
}
