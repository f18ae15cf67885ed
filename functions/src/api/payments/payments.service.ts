import { CURRENCY, PRICES_CENTS } from '../../domain/pricing';
import {
  metadataOf,
  type IntentSnapshot,
  type PaymentGateway,
  type PaymentKind,
} from '../../payments/payment-gateway';
import type { PaymentTarget } from '../../payments/payment-targets';
import type { PaymentSettlement } from '../../payments/settle-payment';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

import type { PaymentsRepository } from './payments.repository';

// Intents a customer can still pay; any other state needs a new intent.
const OPEN_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
];

const NOUN: Record<PaymentKind, string> = { membership: 'Membership', club: 'Club membership' };

export interface PreparedPayment {
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
}

export interface ConfirmedPayment {
  success: boolean;
  intentStatus: string;
  target: PaymentTarget;
}

function isReusable(intent: IntentSnapshot, target: PaymentTarget) {
  const metadata = metadataOf(intent);
  return (
    OPEN_STATUSES.includes(intent.status) &&
    intent.amount === target.amount &&
    intent.currency === CURRENCY &&
    metadata?.kind === target.kind &&
    metadata.targetId === target.id
  );
}

export function paymentsService({
  payments,
  gateway,
  settlement,
}: {
  payments: PaymentsRepository;
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
}) {
  async function ownTarget(caller: Caller, kind: PaymentKind, id: string) {
    const target = await payments.getTarget(kind, id);
    if (!target || target.deleted) throw AppError.notFound(NOUN[kind]);
    if (target.ownerUid !== caller.uid) {
      throw AppError.forbidden(`You can only pay for your own ${NOUN[kind].toLowerCase()}.`);
    }
    return target;
  }

  function assertPayable(target: PaymentTarget) {
    if (target.payable) return;
    if (target.paymentStatus === 'paid') {
      throw AppError.badRequest(`This ${NOUN[target.kind].toLowerCase()} is already paid.`);
    }
    throw AppError.badRequest(
      `This ${NOUN[target.kind].toLowerCase()} is not approved for payment yet (status ${target.status}).`,
    );
  }

  /** The stored intent when it can still be paid, after settling one that already was. */
  async function openIntentOf(target: PaymentTarget): Promise<IntentSnapshot | null> {
    if (!target.paymentIntentId) return null;
    const intent = await gateway.retrieveIntent(target.paymentIntentId);
    if (intent.status === 'succeeded') {
      // Paid, but the webhook has not arrived yet: apply it now rather than charge twice.
      await settlement.succeeded(intent);
      throw AppError.badRequest(`This ${NOUN[target.kind].toLowerCase()} is already paid.`);
    }
    return isReusable(intent, target) ? intent : null;
  }

  async function prepare(caller: Caller, kind: PaymentKind, id: string): Promise<PreparedPayment> {
    const target = await ownTarget(caller, kind, id);
    assertPayable(target);
    const intent =
      (await openIntentOf(target)) ??
      (await gateway.createIntent({
        amount: target.amount,
        currency: CURRENCY,
        metadata: { kind, targetId: id, accountUid: caller.uid },
        // Same stored state, same key: concurrent calls get the same intent from Stripe.
        idempotencyKey: `${kind}-${id}-${target.amount}-after-${target.paymentIntentId ?? 'none'}`,
      }));
    if (!intent.clientSecret) throw new Error(`Payment intent ${intent.id} has no client secret.`);
    if (intent.id !== target.paymentIntentId) {
      await payments.recordOpenIntent(kind, id, caller.uid, intent);
    }
    return {
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      amount: intent.amount,
      currency: intent.currency,
    };
  }

  async function retrieveOwnIntent(caller: Caller, intentId: string) {
    let intent: IntentSnapshot;
    try {
      intent = await gateway.retrieveIntent(intentId);
    } catch {
      throw AppError.notFound('Payment');
    }
    if (metadataOf(intent)?.accountUid !== caller.uid) {
      throw AppError.forbidden('This payment is not yours.');
    }
    return intent;
  }

  /** Asks Stripe for the intent's real state and applies it like the webhook would. */
  async function confirm(
    caller: Caller,
    kind: PaymentKind,
    id: string,
    intentId: string,
  ): Promise<ConfirmedPayment> {
    await ownTarget(caller, kind, id);
    const intent = await retrieveOwnIntent(caller, intentId);
    const metadata = metadataOf(intent);
    if (metadata?.kind !== kind || metadata.targetId !== id) {
      throw AppError.badRequest(`This payment is not for this ${NOUN[kind].toLowerCase()}.`);
    }
    if (intent.status === 'succeeded') {
      const { outcome, reason } = await settlement.succeeded(intent);
      if (outcome === 'rejected') throw AppError.badRequest(`This payment was refused: ${reason}.`);
    } else if (intent.status === 'requires_payment_method' && intent.failureReason) {
      await settlement.failed(intent);
    }
    const target = await ownTarget(caller, kind, id);
    return { success: target.paymentStatus === 'paid', intentStatus: intent.status, target };
  }

  return {
    prepare,
    confirm,
    retrieveOwnIntent,
    pricing: () => ({ currency: CURRENCY, prices: { ...PRICES_CENTS } }),
    transactions: (caller: Caller) => payments.listForAccount(caller.uid),
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
