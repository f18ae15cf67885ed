import { CARD_DECLINES, cardDeclineOf } from './card-declines';

describe('cardDeclineOf', () => {
  it.each([
    ['insufficient_funds', 'insufficientFunds'],
    ['expired_card', 'expiredCard'],
    ['incorrect_cvc', 'incorrectCvc'],
    ['invalid_cvc', 'incorrectCvc'],
    ['incomplete_cvc', 'incorrectCvc'],
    ['incorrect_number', 'incorrectNumber'],
    ['invalid_number', 'incorrectNumber'],
    ['invalid_expiry_year', 'invalidExpiry'],
    ['incorrect_zip', 'incorrectPostalCode'],
    ['card_velocity_exceeded', 'limitExceeded'],
    ['withdrawal_count_limit_exceeded', 'limitExceeded'],
    ['card_not_supported', 'notSupported'],
    ['currency_not_supported', 'notSupported'],
    ['processing_error', 'tryAgain'],
    ['try_again_later', 'tryAgain'],
    ['issuer_not_available', 'tryAgain'],
    ['authentication_required', 'authenticationFailed'],
    ['payment_intent_authentication_failure', 'authenticationFailed'],
  ])('When Stripe answers %s, then the payer reads our %s message', (code, decline) => {
    expect(cardDeclineOf(code)).toBe(decline);
  });

  it('When the bank gives a reason the payer should not be told (fraud, a stolen card) or none, then the message is the general one', () => {
    for (const code of ['fraudulent', 'stolen_card', 'lost_card', 'pickup_card', 'do_not_honor']) {
      expect(cardDeclineOf(code)).toBe('generic');
    }
    expect(cardDeclineOf('generic_decline')).toBe('generic');
    expect(cardDeclineOf('card_declined')).toBe('generic');
    expect(cardDeclineOf('a_code_stripe_adds_later')).toBe('generic');
    expect(cardDeclineOf(null)).toBe('generic');
    expect(cardDeclineOf(undefined)).toBe('generic');
  });

  it('When a code names an inherited property, then it is still the general message', () => {
    expect(cardDeclineOf('constructor')).toBe('generic');
    expect(CARD_DECLINES).toContain(cardDeclineOf('toString'));
  });
});
