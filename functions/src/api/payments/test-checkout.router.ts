import { Router } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { testCheckoutSchema, type TestCheckoutInput } from '../../domain/schemas/payments';
import type { PaymentGateway } from '../../payments/payment-gateway';
import { paymentIntentEventPayload } from '../../payments/test-events';
import type { WebhookHandler } from '../../payments/webhook-handler';
import { AppError } from '../errors/app-error';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';

import type { PaymentsService } from './payments.service';

// Stripe's test cards and the test payment methods that stand for them.
const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
};

/**
 * POST /payments/test-checkout, mounted only where emulator-only paths are open: the local
 * test-payment panel pays an intent with a test card, then delivers the signed event
 * Stripe would send to the same webhook handler, in process.
 */
export function testCheckoutRouter(
  service: PaymentsService,
  gateway: PaymentGateway,
  webhook: WebhookHandler,
) {
  const router = Router();

  router.post('/test-checkout', validateBody(testCheckoutSchema), async (req, res) => {
    const { payment_intent_id, card_number } = req.body as TestCheckoutInput;
    const method = TEST_CARDS[card_number.replace(/[\s-]/g, '')];
    if (!method) {
      throw AppError.badRequest('payment.testCardOnly');
    }
    await service.retrieveOwnIntent(callerOf(req), payment_intent_id);
    const intent = await gateway.confirmWithTestMethod(payment_intent_id, method);
    const succeeded = intent.status === 'succeeded';
    const payload = paymentIntentEventPayload(
      succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      intent,
    );
    const delivery = await webhook(payload, await gateway.signTestPayload(payload));
    if (delivery.status !== 200) throw new Error(`Webhook answered ${delivery.status}`);
    res.json({
      status: succeeded ? 'succeeded' : 'failed',
      failure_reason: intent.failureReason,
      failure_code: intent.failureCode,
    } satisfies AnswerOf<'POST /payments/test-checkout'>);
  });

  return router;
}
