/**
 * POST /payments/webhook, as Stripe reads it: the event was received, and whether it was
 * one the site settles (with how it settled).
 */
export type PaymentWebhookWire = {
  received: true;
  handled: boolean;
  outcome?: string;
};
