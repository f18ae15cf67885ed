import { Router } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import {
  clubPaymentConfirmationSchema,
  clubPaymentIntentSchema,
  householdPaymentConfirmationSchema,
  householdPaymentIntentSchema,
  membershipPaymentConfirmationSchema,
  membershipPaymentIntentSchema,
  type ClubPaymentConfirmationInput,
  type ClubPaymentIntentInput,
  type HouseholdPaymentConfirmationInput,
  type HouseholdPaymentIntentInput,
  type MembershipPaymentConfirmationInput,
  type MembershipPaymentIntentInput,
} from '../../domain/schemas/payments';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { isoOrNull } from '../shared/iso-date';

import { paymentIntentToWire, transactionToWire } from './payment.mapper';
import type { PaymentsService } from './payments.service';

/** /payments: HTTP only; every decision is the service's. */
export function paymentsRouter(service: PaymentsService) {
  const router = Router();

  router.get('/membership-pricing', (_req, res) => {
    res.json(service.pricing() satisfies AnswerOf<'GET /payments/membership-pricing'>);
  });

  router.get('/transactions', async (req, res) => {
    const transactions = await service.transactions(callerOf(req));
    res.json({
      transactions: transactions.map(transactionToWire),
    } satisfies AnswerOf<'GET /payments/transactions'>);
  });

  router.post(
    '/create-payment-intent',
    validateBody(membershipPaymentIntentSchema),
    async (req, res) => {
      const { membership_id, membership_tier } = req.body as MembershipPaymentIntentInput;
      const payment = await service.prepare(
        callerOf(req),
        'membership',
        membership_id,
        membership_tier,
      );
      res.json({
        ...paymentIntentToWire(payment),
        // The spec's client reads either spelling.
        clientSecret: payment.clientSecret,
        purpose: payment.purpose,
      } satisfies AnswerOf<'POST /payments/create-payment-intent'>);
    },
  );

  router.post(
    '/confirm-payment',
    validateBody(membershipPaymentConfirmationSchema),
    async (req, res) => {
      const { payment_intent_id, membership_id } = req.body as MembershipPaymentConfirmationInput;
      const { success, intentStatus, target } = await service.confirm(
        callerOf(req),
        'membership',
        membership_id,
        payment_intent_id,
      );
      res.json({
        success,
        payment_intent_status: intentStatus,
        status: target.status,
        payment_status: target.paymentStatus,
        member_id: target.memberId,
      } satisfies AnswerOf<'POST /payments/confirm-payment'>);
    },
  );

  router.post(
    '/club/create-payment-intent',
    validateBody(clubPaymentIntentSchema),
    async (req, res) => {
      const { club_membership_id } = req.body as ClubPaymentIntentInput;
      const payment = await service.prepare(callerOf(req), 'club', club_membership_id);
      res.json({
        ...paymentIntentToWire(payment),
        purpose: payment.purpose,
      } satisfies AnswerOf<'POST /payments/club/create-payment-intent'>);
    },
  );

  router.post(
    '/club/confirm-payment',
    validateBody(clubPaymentConfirmationSchema),
    async (req, res) => {
      const { payment_intent_id, club_membership_id } = req.body as ClubPaymentConfirmationInput;
      const { success } = await service.confirm(
        callerOf(req),
        'club',
        club_membership_id,
        payment_intent_id,
      );
      res.json({ success } satisfies AnswerOf<'POST /payments/club/confirm-payment'>);
    },
  );

  router.post(
    '/household/create-payment-intent',
    validateBody(householdPaymentIntentSchema),
    async (req, res) => {
      const { membership_ids } = req.body as HouseholdPaymentIntentInput;
      const payment = await service.prepareHousehold(callerOf(req), membership_ids);
      res.json({
        ...paymentIntentToWire(payment),
        membership_ids: payment.membershipIds,
      } satisfies AnswerOf<'POST /payments/household/create-payment-intent'>);
    },
  );

  router.post(
    '/household/confirm-payment',
    validateBody(householdPaymentConfirmationSchema),
    async (req, res) => {
      const { payment_intent_id } = req.body as HouseholdPaymentConfirmationInput;
      const { success, memberships } = await service.confirmHousehold(
        callerOf(req),
        payment_intent_id,
      );
      res.json({
        success,
        memberships: memberships.map((m) => ({
          id: m.id,
          status: m.status,
          payment_status: m.paymentStatus,
          member_id: m.memberId,
          expires_at: isoOrNull(m.expiresAt),
        })),
      } satisfies AnswerOf<'POST /payments/household/confirm-payment'>);
    },
  );

  return router;
}
