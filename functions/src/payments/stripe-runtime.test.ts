import { runtimePaymentGateway } from './stripe-runtime';

const metadata = { kind: 'membership' as const, targetId: 'm-1', accountUid: 'u-1' };
const request = { amount: 16700, currency: 'usd', metadata, idempotencyKey: 'k-1' };

describe('runtimePaymentGateway', () => {
  it('When the emulator has only a placeholder key, then payments go to the local Stripe API stand-in', async () => {
    const gateway = runtimePaymentGateway({
      secretKey: () => 'unused-under-the-emulator',
      webhookSecret: () => 'unused-under-the-emulator',
      emulator: true,
    });

    const intent = await gateway.createIntent(request);

    expect(intent.id).toMatch(/^pi_local_/);
    expect(intent.clientSecret).toMatch(/_secret_/);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    await expect(
      gateway.verifyEvent(payload, await gateway.signTestPayload(payload)),
    ).resolves.toEqual({
      id: 'evt_1',
      type: 'unhandled',
      stripeType: 'customer.created',
    });
  });

  it('When a deployed function has no Stripe key, then it fails instead of faking payments', async () => {
    const gateway = runtimePaymentGateway({
      secretKey: () => '',
      webhookSecret: () => '',
      emulator: false,
    });

    await expect(gateway.createIntent(request)).rejects.toThrow('STRIPE_SECRET_KEY is not set.');
  });
});
