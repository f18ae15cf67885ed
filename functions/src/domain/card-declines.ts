/**
 * Why a card payment was refused, as the payer is told it: each has a message of our own in
 * every language (the web's `payments.decline.<reason>`), never Stripe's English text.
 */
export const CARD_DECLINES = [
  'generic',
  'insufficientFunds',
  'expiredCard',
  'incorrectCvc',
  'incorrectNumber',
  'invalidExpiry',
  'incorrectPostalCode',
  'limitExceeded',
  'notSupported',
  'tryAgain',
  'authenticationFailed',
] as const;

export type CardDecline = (typeof CARD_DECLINES)[number];

// Stripe's error codes and the banks' decline codes it passes on. Codes that hint at fraud
// (fraudulent, stolen_card, lost_card, pickup_card) stay generic, as Stripe advises.
const DECLINE_OF_CODE: Readonly<Record<string, CardDecline>> = {
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  incomplete_cvc: 'incorrectCvc',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  incomplete_number: 'incorrectNumber',
  invalid_account: 'incorrectNumber',
  invalid_expiry_month: 'invalidExpiry',
  invalid_expiry_year: 'invalidExpiry',
  invalid_expiry_month_past: 'invalidExpiry',
  invalid_expiry_year_past: 'invalidExpiry',
  incomplete_expiry: 'invalidExpiry',
  incorrect_zip: 'incorrectPostalCode',
  incorrect_address: 'incorrectPostalCode',
  incomplete_zip: 'incorrectPostalCode',
  postal_code_invalid: 'incorrectPostalCode',
  card_velocity_exceeded: 'limitExceeded',
  withdrawal_count_limit_exceeded: 'limitExceeded',
  card_not_supported: 'notSupported',
  currency_not_supported: 'notSupported',
  transaction_not_allowed: 'notSupported',
  processing_error: 'tryAgain',
  try_again_later: 'tryAgain',
  issuer_not_available: 'tryAgain',
  reenter_transaction: 'tryAgain',
  approve_with_id: 'tryAgain',
  authentication_required: 'authenticationFailed',
  payment_intent_authentication_failure: 'authenticationFailed',
};

/**
 * The reason to tell the payer for Stripe's code: the bank's decline_code when Stripe gives
 * one (its `code` is then only card_declined), else the error's code.
 */
export function cardDeclineOf(code: string | null | undefined): CardDecline {
  return (code && Object.hasOwn(DECLINE_OF_CODE, code) && DECLINE_OF_CODE[code]) || 'generic';
}
