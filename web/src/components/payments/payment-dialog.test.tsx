import { apiErrorBody } from '@domain/api-messages';
import type { AnswerOf } from '@domain/contract/api-endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import type { RuntimeConfig } from '../../config/runtime-config';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig, productionTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import {
  apiError,
  apiHandler,
  apiServer,
  sentTo,
  serveApi,
  serverError,
} from '../../testing/api-server';
import { renderWithProviders } from '../../testing/render-with-providers';

import { PaymentDialog } from './payment-dialog';
import type { PaymentTarget } from './payment-target';

jest.mock('../../lib/firebase/load-firebase');

serveApi();

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

/** The test card's answer, the same for every card. */
const checkout = (answer: AnswerOf<'POST /payments/test-checkout'>) =>
  apiHandler('POST /payments/test-checkout', () => answer);
const confirmed = () => apiHandler('POST /payments/confirm-payment', () => CONFIRMED);

let getIdToken: jest.SpyInstance;

describe('PaymentDialog', () => {
  beforeEach(() => {
    const session = signedInFirebase('token-aisha');
    const user = session.auth.currentUser;
    if (!user) throw new Error('signedInFirebase gives a signed-in user');
    getIdToken = jest.spyOn(user, 'getIdToken');
    jest.mocked(loadFirebase).mockResolvedValue(session);
    apiServer.use(
      apiHandler('POST /payments/create-payment-intent', () =>
        membershipIntent('pi_123_secret_abc', 16700),
      ),
    );
  });

  it('tells a Spanish reader in Spanish why the server refuses to open the payment', async () => {
    const refused = apiErrorBody('VALIDATION_ERROR', 'payment.membershipPaid');
    apiServer.use(apiHandler('POST /payments/create-payment-intent', () => apiError(400, refused)));
    renderDialog(emulatorTestConfig(), jest.fn(), target, 'es');
    expect(await screen.findByText('Esta membresía ya está pagada.')).toBeInTheDocument();
  });

  it('offers the labelled test panel under the emulators and activates after a successful test card', async () => {
    apiServer.use(checkout(PAID), confirmed());
    const onPaid = renderDialog(emulatorTestConfig());
    expect(await screen.findByText('Test payment (local emulator only)')).toBeInTheDocument();
    expect(screen.getByText('$167')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $167' }));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(sentTo('POST /payments/test-checkout').map(({ body }) => body)).toEqual([
      { payment_intent_id: 'pi_123', card_number: '4242 4242 4242 4242' },
    ]);
    expect(sentTo('POST /payments/create-payment-intent').map(({ body }) => body)).toEqual([
      { membership_id: 'm-aisha' },
    ]);
    expect(sentTo('POST /payments/confirm-payment').map(({ body }) => body)).toEqual([
      { payment_intent_id: 'pi_123', membership_id: 'm-aisha' },
    ]);
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(onPaid).toHaveBeenCalledWith(target);
  });

  it('shows the payment failure with the reason when the test card is declined, and confirms nothing', async () => {
    apiServer.use(
      checkout({
        status: 'failed',
        failure_reason: 'Your card was declined.',
        failure_code: 'generic_decline',
      }),
    );
    const onPaid = renderDialog(emulatorTestConfig());
    const card = await screen.findByLabelText(/Test card number/);
    await userEvent.clear(card);
    await userEvent.type(card, '4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $167' }));
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(
      screen.getByText('Your card was declined. Please use another card or contact your bank.'),
    ).toBeInTheDocument();
    expect(sentTo('POST /payments/confirm-payment')).toEqual([]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("tells a Spanish reader why the card was declined from our own words, not Stripe's English", async () => {
    apiServer.use(
      checkout({
        status: 'failed',
        failure_reason: 'Your card has insufficient funds.',
        failure_code: 'insufficient_funds',
      }),
    );
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
    expect(sentTo('POST /payments/create-payment-intent')).toEqual([]);
  });

  it('explains a failed payment setup and prepares again on Try Again', async () => {
    apiServer.use(
      apiHandler('POST /payments/create-payment-intent', () => serverError(), { once: true }),
    );
    renderDialog(emulatorTestConfig());
    expect(
      await screen.findByText('Failed to prepare payment. Please try again or contact support.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(sentTo('POST /payments/create-payment-intent')).toHaveLength(2));
    expect(await screen.findByText('Test payment (local emulator only)')).toBeInTheDocument();
  });

  it('tells the member to contact support when the card was charged but the server could not confirm', async () => {
    apiServer.use(
      checkout(PAID),
      apiHandler('POST /payments/confirm-payment', () => serverError()),
    );
    renderDialog(emulatorTestConfig());
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $167' }));
    expect(
      await screen.findByText(
        'Payment succeeded but failed to update membership. Please contact support.',
      ),
    ).toBeInTheDocument();
  });

  it('lets a renewing member choose Champion, prepares the intent for it and shows the new date', async () => {
    apiServer.use(
      apiHandler('POST /payments/create-payment-intent', ({ body }) => {
        const tier = body.membership_tier;
        return membershipIntent(`pi_${tier}_secret_x`, tier === 'champion' ? 24700 : 16700);
      }),
      checkout(PAID),
      confirmed(),
    );
    const intentTiers = () =>
      sentTo('POST /payments/create-payment-intent').map(({ body }) => body.membership_tier);
    renderDialog(emulatorTestConfig(), jest.fn(), {
      ...target,
      renewal: { expiresAt: EXPIRES, tier: 'basic' },
    });
    expect(screen.getByRole('heading', { name: 'Renew Membership' })).toBeInTheDocument();
    expect(screen.getByText('Valid through March 10, 2100 after this payment')).toBeInTheDocument();
    const basic = screen.getByRole('radio', { name: 'Basic: $167 per year' });
    expect(basic).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Pay $167' })).toBeInTheDocument();
    expect(intentTiers().at(-1)).toBe('basic');

    await userEvent.click(screen.getByRole('radio', { name: 'Champion: $247 per year' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $247' }));
    expect(intentTiers().at(-1)).toBe('champion');
    expect(await screen.findByText('Your membership is renewed through March 10, 2100.'));
    expect(sentTo('POST /payments/test-checkout').map(({ body }) => body)).toEqual([
      { payment_intent_id: 'pi_champion', card_number: expect.any(String) },
    ]);
    expect(sentTo('POST /payments/confirm-payment').map(({ body }) => body)).toEqual([
      { payment_intent_id: 'pi_champion', membership_id: 'm-aisha' },
    ]);
  });

  it('renews a club at the club price and says the coach membership comes with it, in Spanish', async () => {
    apiServer.use(
      apiHandler('POST /payments/club/create-payment-intent', () => ({
        client_secret: 'pi_club_secret_x',
        payment_intent_id: 'pi_club',
        amount: 29700,
        currency: 'usd',
        purpose: 'renewal',
      })),
      checkout(PAID),
      apiHandler('POST /payments/club/confirm-payment', () => ({ success: true })),
    );
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
    expect(sentTo('POST /payments/club/confirm-payment').map(({ body }) => body)).toEqual([
      { payment_intent_id: 'pi_club', club_membership_id: 'c1' },
    ]);
  });

  it('pays a household in one intent with the test panel and confirms it once', async () => {
    apiServer.use(
      apiHandler('POST /payments/household/create-payment-intent', () => ({
        client_secret: 'pi_home_secret_x',
        payment_intent_id: 'pi_home',
        amount: 41400,
        currency: 'usd',
        membership_ids: ['m-leo', 'm-mia'],
      })),
      checkout(PAID),
      apiHandler('POST /payments/household/confirm-payment', () => ({
        success: true,
        memberships: [],
      })),
    );
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
    expect(
      sentTo('POST /payments/household/create-payment-intent').map(({ body }) => body),
    ).toEqual([{ membership_ids: ['m-leo', 'm-mia'] }]);
    expect(sentTo('POST /payments/household/confirm-payment').map(({ body }) => body)).toEqual([
      { payment_intent_id: 'pi_home' },
    ]);
    expect(sentTo('POST /payments/confirm-payment')).toEqual([]);
    expect(onPaid).toHaveBeenCalledWith(household);
  });
});
