import { runtimePaymentGateway } from './stripe-runtime';

const metadata = { kind: 'membership' as const, targetId: 'm-1', accountUid: 'u-1' };
const request = { amount: 16700, currency: 'usd', metadata, idempotencyKey: 'k-1' };
// Under the emulator with a placeholder key, on a port of the test's own: not
// LOCAL_STRIPE_PORT, where the emulator's functions may be serving their stand-in.
const emulatorSettings = () => ({
  secretKey: () => 'unused-under-the-emulator',
  webhookSecret: () => 'unused-under-the-emulator',
  emulator: true,
  localStripePort: 20_000 + Math.floor(Math.random() * 20_000),
});

describe('runtimePaymentGateway', () => {
  it('When the emulator has only a placeholder key, then payments go to the local Stripe API stand-in', async () => {
    const gateway = runtimePaymentGateway(emulatorSettings());

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

  it('When the emulator runs several instances of a function, then they share one stand-in', async () => {
    // The Functions emulator starts an instance per concurrent request: an intent created
    // by one must be found by the next, as Stripe would.
    const settings = emulatorSettings();
    const [first, second] = [runtimePaymentGateway(settings), runtimePaymentGateway(settings)];

    const intent = await first.createIntent(request);

    await expect(second.retrieveIntent(intent.id)).resolves.toMatchObject({ id: intent.id });
    await expect(second.confirmWithTestMethod(intent.id, 'pm_card_visa')).resolves.toMatchObject({
      status: 'succeeded',
    });
    await expect(first.retrieveIntent(intent.id)).resolves.toMatchObject({ status: 'succeeded' });
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
