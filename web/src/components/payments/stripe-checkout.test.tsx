import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { StripeCheckout } from './stripe-checkout';

const confirmPayment = jest.fn();

// Stripe's own form needs its script and network: stand in for Stripe.js and its React parts.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(async () => ({})) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => null,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));

function renderCheckout(locale: 'en' | 'es', onCardAccepted = jest.fn()) {
  renderWithProviders(
    <StripeCheckout
      publishableKey="pk_test_1"
      clientSecret="pi_1_secret_x"
      payLabel="Pay"
      onCardAccepted={onCardAccepted}
    />,
    { locale },
  );
  return onCardAccepted;
}

describe('StripeCheckout', () => {
  it("shows a declined card's reason in Spanish from our own messages, not Stripe's text", async () => {
    confirmPayment.mockResolvedValue({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    const onCardAccepted = renderCheckout('es');

    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El pago falló');
    expect(alert).toHaveTextContent(
      'La tarjeta no tiene fondos suficientes. Pruebe con otra tarjeta.',
    );
    expect(alert).not.toHaveTextContent('insufficient funds');
    expect(onCardAccepted).not.toHaveBeenCalled();
  });

  it('reads an expired card from its error code in English', async () => {
    confirmPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
    });
    renderCheckout('en');

    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card has expired. Please use another card.',
    );
  });
});
