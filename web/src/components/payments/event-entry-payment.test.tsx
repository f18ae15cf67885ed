import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { apiHandler, apiServer, serveApi } from '../../testing/api-server';
import { renderWithProviders } from '../../testing/render-with-providers';

import { PaymentDialog } from './payment-dialog';

jest.mock('../../lib/firebase/load-firebase');

serveApi();
beforeEach(() => jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-parent')));

const target = {
  kind: 'event_entry' as const,
  id: 'ev-1_m-maya',
  name: 'Maya Lee',
  eventTitle: 'Seminario de primavera',
  feeCents: 3000,
};

describe('PaymentDialog for an event entry', () => {
  it("When a parent pays a child's entry fee, then the entry intent is paid and confirmed, in Spanish", async () => {
    const sent: { intentFor?: string; confirmed?: { entry: string; body: unknown } } = {};
    apiServer.use(
      apiHandler('POST /entries/{id}/payment-intent', ({ params }) => {
        sent.intentFor = params.id;
        return {
          client_secret: 'pi_9_secret_x',
          payment_intent_id: 'pi_9',
          amount: 3000,
          currency: 'usd',
        };
      }),
      apiHandler('POST /payments/test-checkout', () => ({
        status: 'succeeded',
        failure_reason: null,
        failure_code: null,
      })),
      apiHandler('POST /entries/{id}/confirm-payment', ({ params, body }) => {
        sent.confirmed = { entry: params.id, body };
        return {
          success: true,
          entry: {
            id: 'ev-1_m-maya',
            event_id: 'ev-1',
            membership_id: 'm-maya',
            status: 'entered',
            fee_cents: 3000,
            payment_status: 'paid',
            first_name: 'Maya',
            last_name: 'Lee',
            created_at: '2027-03-01T12:00:00.000Z',
            withdrawn_at: null,
            offered_at: null,
          },
        };
      }),
    );
    const onPaid = jest.fn();
    renderWithProviders(
      <ConfigContext.Provider value={emulatorTestConfig()}>
        <PaymentDialog target={target} onClose={jest.fn()} onPaid={onPaid} />
      </ConfigContext.Provider>,
      { locale: 'es' },
    );

    expect(await screen.findByText('Pago de inscripción a evento')).toBeInTheDocument();
    expect(
      screen.getByText('Cuota de inscripción: Maya Lee, Seminario de primavera'),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^Pagar 30\sUS\$$/ }));
    expect(
      await screen.findByText(
        'La inscripción está pagada y confirmada. Le enviamos un correo de confirmación.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      intentFor: 'ev-1_m-maya',
      confirmed: { entry: 'ev-1_m-maya', body: { payment_intent_id: 'pi_9' } },
    });
    expect(onPaid).toHaveBeenCalled();
  });
});
