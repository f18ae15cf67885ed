/**
 * POST /payments/test-checkout (emulator only): how the test card's payment went, with
 * Stripe's decline or error code for a message of the site's own in the reader's language.
 */
export type TestCheckoutWire = {
  status: 'succeeded' | 'failed';
  failure_reason: string | null;
  failure_code: string | null;
};
