import { parseApiErrorResponse } from '@domain/api-errors';
import { apiErrorBody } from '@domain/api-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import type { RuntimeConfig } from '../../config/runtime-config';
import {
  confirmClubPayment,
  confirmHouseholdPayment,
  confirmPayment,
  createClubPaymentIntent,
  createHouseholdPaymentIntent,
  createPaymentIntent,
  testCheckout,
} from '../../lib/account/payments-api';
import { ApiRequestError } from '../../lib/api/api-client';
import { refreshIdToken } from '../../lib/api/signed-in-request';
import { emulatorTestConfig, productionTestConfig } from '../../lib/api/test-runtime-config';
import { renderWithProviders } from '../../testing/render-with-providers';

import { PaymentDialog } from './payment-dialog';
import type { PaymentTarget } from './payment-target';

jest.mock('../../lib/account/payments-api');
jest.mock('../../lib/api/signed-in-request');

const target = { kind: 'membership' as const, id: 'm-aisha', name: 'Aisha Khan' };

function renderDialog(
  config: RuntimeConfig,
  onPaid = jest.fn(),
  payFor: PaymentTarget = target,
  locale: 'en' | 'es' = 'en',
) {
  renderWithProviders(
    <ConfigContext.Provider value={config}>
      <PaymentDialog target={payFor} onClose={jest.fn()} onPaid={onPaid} />
    </ConfigContext.Provider>,
    { locale },
  );
  return onPaid;
}

// Far enough ahead that "a year from the expiry" does not depend on the day the test runs.
const EXPIRES = '2099-03-10T18:00:00Z';

const membershipIntent = (secret: string, amount: number) => ({
  client_secret: secret,
  clientSecret: secret,
  payment_intent_id: secret.slice(0, secret.indexOf('_secret')),
  amount,
  currency: 'usd',
  purpose: 'first' as const,
});
const PAID = { status: 'succeeded', failure_reason: null, failure_code: null } as const;
const CONFIRMED = {
  success: true,
  payment_intent_status: 'succeeded',
  status: 'active',
  payment_status: 'paid',
  member_id: 'IL-0001',
};

describe('PaymentDialog', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest
      .mocked(createPaymentIntent)
      .mockResolvedValue(membershipIntent('pi_123_secret_abc', 16700));
    jest.mocked(refreshIdToken).mockResolvedValue();
  });

  it('tells a Spanish reader in Spanish why the server refuses to open the payment', async () => {
    const refused = apiErrorBody('VALIDATION_ERROR', 'payment.membershipPaid');
    jest
      .mocked(createPaymentIntent)
      .mockRejectedValue(
        new ApiRequestError(parseApiErrorResponse(400, JSON.stringify(refused), '')),
      );
    renderDialog(emulatorTestConfig(), jest.fn(), target, 'es');
    expect(await screen.findByText('Esta membresía ya está pagada.')).toBeInTheDocument();
  });

  it('offers the labelled test panel under the emulators and activates after a successful test card', async () => {
    jest.mocked(testCheckout).mockResolvedValue(PAID);
    jest.mocked(confirmPayment).mockResolvedValue(CONFIRMED);
    const onPaid = renderDialog(emulatorTestConfig());
    expect(await screen.findByText('Test payment (local emulator only)')).toBeInTheDocument();
    expect(screen.getByText('$167')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $167' }));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(testCheckout).toHaveBeenCalledWith(expect.anything(), 'pi_123', '4242 4242 4242 4242');
    expect(createPaymentIntent).toHaveBeenCalledWith(expect.anything(), 'm-aisha', undefined);
    expect(confirmPayment).toHaveBeenCalledWith(expect.anything(), 'pi_123', 'm-aisha');
    expect(refreshIdToken).toHaveBeenCalled();
    expect(onPaid).toHaveBeenCalledWith(target);
  });

  it('shows the payment failure with the reason when the test card is declined, and confirms nothing', async () => {
    jest.mocked(testCheckout).mockResolvedValue({
      status: 'failed',
      failure_reason: 'Your card was declined.',
      failure_code: 'generic_decline',
    });
    const onPaid = renderDialog(emulatorTestConfig());
    const card = await screen.findByLabelText(/Test card number/);
    await userEvent.clear(card);
    await userEvent.type(card, '4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $167' }));
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(
      screen.getByText('Your card was declined. Please use another card or contact your bank.'),
    ).toBeInTheDocument();
    expect(confirmPayment).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("tells a Spanish reader why the card was declined from our own words, not Stripe's English", async () => {
    jest.mocked(testCheckout).mockResolvedValue({
      status: 'failed',
      failure_reason: 'Your card has insufficient funds.',
      failure_code: 'insufficient_funds',
    });
    renderDialog(emulatorTestConfig(), jest.fn(), target, 'es');
    await userEvent.click(await screen.findByRole('button', { name: /^Pagar/ }));
    expect(await screen.findByText('El pago falló')).toBeInTheDocument();
    expect(
      screen.getByText('La tarjeta no tiene fondos suficientes. Pruebe con otra tarjeta.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/insufficient funds/)).not.toBeInTheDocument();
  });

  it('says the Stripe configuration is missing outside the emulators without a publishable key', async () => {
    renderDialog(productionTestConfig());
    expect(await screen.findByText('Stripe configuration not found')).toBeInTheDocument();
    expect(createPaymentIntent).not.toHaveBeenCalled();
  });

  it('explains a failed payment setup and prepares again on Try Again', async () => {
    jest.mocked(createPaymentIntent).mockRejectedValueOnce(new Error('boom'));
    renderDialog(emulatorTestConfig());
    expect(
      await screen.findByText('Failed to prepare payment. Please try again or contact support.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(createPaymentIntent).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Test payment (local emulator only)')).toBeInTheDocument();
  });

  it('tells the member to contact support when the card was charged but the server could not confirm', async () => {
    jest.mocked(testCheckout).mockResolvedValue(PAID);
    jest.mocked(confirmPayment).mockRejectedValue(new Error('500'));
    renderDialog(emulatorTestConfig());
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $167' }));
    expect(
      await screen.findByText(
        'Payment succeeded but failed to update membership. Please contact support.',
      ),
    ).toBeInTheDocument();
  });

  it('lets a renewing member choose Champion, prepares the intent for it and shows the new date', async () => {
    jest
      .mocked(createPaymentIntent)
      .mockImplementation((_config, _id, tier) =>
        Promise.resolve(
          membershipIntent(`pi_${tier}_secret_x`, tier === 'champion' ? 24700 : 16700),
        ),
      );
    jest.mocked(testCheckout).mockResolvedValue(PAID);
    jest.mocked(confirmPayment).mockResolvedValue(CONFIRMED);
    renderDialog(emulatorTestConfig(), jest.fn(), {
      ...target,
      renewal: { expiresAt: EXPIRES, tier: 'basic' },
    });
    expect(screen.getByRole('heading', { name: 'Renew Membership' })).toBeInTheDocument();
    expect(screen.getByText('Valid through March 10, 2100 after this payment')).toBeInTheDocument();
    const basic = screen.getByRole('radio', { name: 'Basic: $167 per year' });
    expect(basic).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Pay $167' })).toBeInTheDocument();
    expect(createPaymentIntent).toHaveBeenLastCalledWith(expect.anything(), 'm-aisha', 'basic');

    await userEvent.click(screen.getByRole('radio', { name: 'Champion: $247 per year' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $247' }));
    expect(createPaymentIntent).toHaveBeenLastCalledWith(expect.anything(), 'm-aisha', 'champion');
    expect(await screen.findByText('Your membership is renewed through March 10, 2100.'));
    expect(testCheckout).toHaveBeenCalledWith(expect.anything(), 'pi_champion', expect.anything());
    expect(confirmPayment).toHaveBeenCalledWith(expect.anything(), 'pi_champion', 'm-aisha');
  });

  it('renews a club at the club price and says the coach membership comes with it, in Spanish', async () => {
    jest.mocked(createClubPaymentIntent).mockResolvedValue({
      client_secret: 'pi_club_secret_x',
      payment_intent_id: 'pi_club',
      amount: 29700,
      currency: 'usd',
      purpose: 'renewal',
    });
    jest.mocked(testCheckout).mockResolvedValue(PAID);
    jest.mocked(confirmClubPayment).mockResolvedValue({ success: true });
    renderDialog(
      emulatorTestConfig(),
      jest.fn(),
      { kind: 'club', id: 'c1', name: 'Lakeshore', renewal: { expiresAt: EXPIRES } },
      'es',
    );
    expect(screen.getByRole('heading', { name: 'Renovar el club' })).toBeInTheDocument();
    expect(
      screen.getByText(/membresía de entrenador del dueño del club está incluida/),
    ).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: /^Pagar 297\sUS\$$/ }));
    expect(await screen.findByText(/renovados hasta el 10 de marzo de 2100/)).toBeInTheDocument();
    expect(confirmClubPayment).toHaveBeenCalledWith(expect.anything(), 'pi_club', 'c1');
  });

  it('pays a household in one intent with the test panel and confirms it once', async () => {
    jest.mocked(createHouseholdPaymentIntent).mockResolvedValue({
      client_secret: 'pi_home_secret_x',
      payment_intent_id: 'pi_home',
      amount: 41400,
      currency: 'usd',
      membership_ids: ['m-leo', 'm-mia'],
    });
    jest.mocked(testCheckout).mockResolvedValue(PAID);
    jest.mocked(confirmHouseholdPayment).mockResolvedValue({ success: true, memberships: [] });
    const household: PaymentTarget = {
      kind: 'household',
      items: [
        { id: 'm-leo', name: 'Leo Khan', tier: 'basic', expiresAt: EXPIRES },
        { id: 'm-mia', name: 'Mia Khan', tier: 'champion', expiresAt: null },
      ],
    };
    const onPaid = renderDialog(emulatorTestConfig(), jest.fn(), household);
    expect(screen.getByText('Leo Khan: renewal, Basic')).toBeInTheDocument();
    expect(screen.getByText('Mia Khan: first year, Champion')).toBeInTheDocument();
    expect(screen.getByText('$414')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $414' }));
    expect(await screen.findByText('All 2 memberships are paid.')).toBeInTheDocument();
    expect(createHouseholdPaymentIntent).toHaveBeenCalledWith(expect.anything(), [
      'm-leo',
      'm-mia',
    ]);
    expect(confirmHouseholdPayment).toHaveBeenCalledWith(expect.anything(), 'pi_home');
    expect(confirmPayment).not.toHaveBeenCalled();
    expect(onPaid).toHaveBeenCalledWith(household);
  });
});
