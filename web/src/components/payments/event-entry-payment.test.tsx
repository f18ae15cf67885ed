import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import { testCheckout } from '../../lib/account/payments-api';
import { refreshIdToken } from '../../lib/api/signed-in-request';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { confirmEntryPayment, createEntryPaymentIntent } from '../../lib/events/event-entries-api';
import { renderWithProviders } from '../../testing/render-with-providers';

import { PaymentDialog } from './payment-dialog';

jest.mock('../../lib/account/payments-api');
jest.mock('../../lib/api/signed-in-request');
jest.mock('../../lib/events/event-entries-api');

const target = {
  kind: 'event_entry' as const,
  id: 'ev-1_m-maya',
  name: 'Maya Lee',
  eventTitle: 'Seminario de primavera',
  feeCents: 3000,
};

describe('PaymentDialog for an event entry', () => {
  it("When a parent pays a child's entry fee, then the entry intent is paid and confirmed, in Spanish", async () => {
    jest.mocked(createEntryPaymentIntent).mockResolvedValue({
      client_secret: 'pi_9_secret_x',
      payment_intent_id: 'pi_9',
      amount: 3000,
      currency: 'usd',
    });
    jest.mocked(testCheckout).mockResolvedValue({
      status: 'succeeded',
      failure_reason: null,
      failure_code: null,
    });
    jest.mocked(confirmEntryPayment).mockResolvedValue({ success: true, entry: {} as never });
    jest.mocked(refreshIdToken).mockResolvedValue();
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
    expect(createEntryPaymentIntent).toHaveBeenCalledWith(expect.anything(), 'ev-1_m-maya');
    expect(confirmEntryPayment).toHaveBeenCalledWith(expect.anything(), 'ev-1_m-maya', 'pi_9');
    expect(onPaid).toHaveBeenCalled();
  });
});
