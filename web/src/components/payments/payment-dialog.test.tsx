import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import type { RuntimeConfig } from '../../config/runtime-config';
import { refreshIdToken } from '../../lib/account/authed-request';
import { confirmPayment, createPaymentIntent, testCheckout } from '../../lib/account/payments-api';
import { emulatorTestConfig, productionTestConfig } from '../../lib/api/test-runtime-config';
import { renderWithProviders } from '../../testing/render-with-providers';

import { PaymentDialog } from './payment-dialog';

jest.mock('../../lib/account/payments-api');
jest.mock('../../lib/account/authed-request');

const target = { kind: 'membership' as const, id: 'm-aisha', name: 'Aisha Khan' };

function renderDialog(config: RuntimeConfig, onPaid = jest.fn()) {
  renderWithProviders(
    <ConfigContext.Provider value={config}>
      <PaymentDialog target={target} onClose={jest.fn()} onPaid={onPaid} />
    </ConfigContext.Provider>,
  );
  return onPaid;
}

describe('PaymentDialog', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(createPaymentIntent).mockResolvedValue({
      client_secret: 'pi_123_secret_abc',
      amount: 16700,
      currency: 'usd',
    });
    jest.mocked(refreshIdToken).mockResolvedValue();
  });

  it('offers the labelled test panel under the emulators and activates after a successful test card', async () => {
    jest.mocked(testCheckout).mockResolvedValue({ status: 'succeeded' });
    jest.mocked(confirmPayment).mockResolvedValue({ success: true });
    const onPaid = renderDialog(emulatorTestConfig());
    expect(await screen.findByText('Test payment (local emulator only)')).toBeInTheDocument();
    expect(screen.getByText('$167.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $167.00' }));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(testCheckout).toHaveBeenCalledWith(expect.anything(), 'pi_123', '4242 4242 4242 4242');
    expect(confirmPayment).toHaveBeenCalledWith(expect.anything(), 'pi_123', 'm-aisha');
    expect(refreshIdToken).toHaveBeenCalled();
    expect(onPaid).toHaveBeenCalledWith(target);
  });

  it('shows the payment failure with the reason when the test card is declined, and confirms nothing', async () => {
    jest.mocked(testCheckout).mockResolvedValue({
      status: 'failed',
      failure_reason: 'Your card was declined.',
    });
    const onPaid = renderDialog(emulatorTestConfig());
    const card = await screen.findByLabelText(/Test card number/);
    await userEvent.clear(card);
    await userEvent.type(card, '4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $167.00' }));
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(confirmPayment).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
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
    jest.mocked(testCheckout).mockResolvedValue({ status: 'succeeded' });
    jest.mocked(confirmPayment).mockRejectedValue(new Error('500'));
    renderDialog(emulatorTestConfig());
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $167.00' }));
    expect(
      await screen.findByText(
        'Payment succeeded but failed to update membership. Please contact support.',
      ),
    ).toBeInTheDocument();
  });
});
