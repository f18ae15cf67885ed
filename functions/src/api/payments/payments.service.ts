import { createHash } from 'node:crypto';

import { apiMessage, type ApiMessageKey } from '../../domain/api-messages';
import type { Tier } from '../../domain/enums';
import { paymentPurposeFor, type PaymentRefusal } from '../../domain/payment-eligibility';
import {
  encodeItem,
  eventEntryOfMetadata,
  itemsAmount,
  paymentPurposeOf,
  type PaymentItem,
  type PaymentPurpose,
} from '../../domain/payment-items';
import { CURRENCY, PRICES_CENTS } from '../../domain/pricing';
import { isOpen, reusableFor, storedIntent } from '../../payments/open-intents';
import {
  intentMetadata,
  metadataOf,
  type IntentKind,
  type IntentSnapshot,
  type PaymentGateway,
  type PaymentKind,
} from '../../payments/payment-gateway';
import type { PaymentTarget } from '../../payments/payment-targets';
import type { PaymentSettlement } from '../../payments/settle-payment';
import type { Caller } from '../auth/caller';
import { AppError, type AppErrorMessage } from '../errors/app-error';

import type { PaymentsRepository } from './payments.repository';

const NOT_FOUND = {
  membership: 'notFound.membership',
  club: 'notFound.clubMembership',
} as const satisfies Record<PaymentKind, ApiMessageKey>;
const OWN_ONLY = {
  membership: 'payment.ownMembershipOnly',
  club: 'payment.ownClubOnly',
} as const satisfies Record<PaymentKind, ApiMessageKey>;
const NOT_FOR = {
  membership: 'payment.notForMembership',
  club: 'payment.notForClub',
} as const satisfies Record<PaymentKind, ApiMessageKey>;

export interface PreparedPayment {
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
  purpose: PaymentPurpose;
  membershipIds: string[];
}

export interface ConfirmedPayment {
  success: boolean;
  intentStatus: string;
  target: PaymentTarget;
}

export interface ConfirmedHouseholdPayment {
  success: boolean;
  memberships: PaymentTarget[];
}

function refusalMessage(target: PaymentTarget, refusal: PaymentRefusal): AppErrorMessage {
  const club = target.kind === 'club';
  switch (refusal) {
    case 'paid_with_club':
      return 'payment.paidWithClub';
    case 'already_paid':
    case 'not_due':
      return club ? 'payment.clubPaid' : 'payment.membershipPaid';
    case 'reapply':
      return club ? 'payment.clubReapply' : 'payment.membershipReapply';
    case 'not_payable':
      return apiMessage(club ? 'payment.clubNotApproved' : 'payment.membershipNotApproved', {
        status: target.status,
      });
  }
}

/** An open intent paying exactly these items, at today's prices: anything else is stale. */
function isReusable(intent: IntentSnapshot, kind: IntentKind, items: PaymentItem[]) {
  const metadata = metadataOf(intent);
  const encoded = items.map(encodeItem);
  return (
    reusableFor(intent, itemsAmount(items)) &&
    metadata?.kind === kind &&
    metadata.items.length === items.length &&
    metadata.items.every(
      (item, index) =>
        item.tier !== null && encodeItem({ ...item, tier: item.tier }) === encoded[index],
    )
  );
}

export function paymentsService({
  payments,
  gateway,
  settlement,
  now = () => new Date(),
}: {
  payments: PaymentsRepository;
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
  now?: () => Date;
}) {
  async function ownTarget(caller: Caller, kind: PaymentKind, id: string) {
    const target = await payments.getTarget(kind, id);
    if (!target || target.deletedAt) throw AppError.notFound(NOT_FOUND[kind]);
    if (target.ownerUid !== caller.uid) {
      throw AppError.forbidden(OWN_ONLY[kind]);
    }
    return target;
  }

  /** What paying this record now would be: its first year or a renewal, at the domain price. */
  function itemFor(target: PaymentTarget, requestedTier?: Tier): PaymentItem {
    const decision = paymentPurposeFor(
      { ...target, membershipTier: target.kind === 'membership' ? target.tier : null },
      now(),
    );
    if ('refusal' in decision) throw AppError.badRequest(refusalMessage(target, decision.refusal));
    const renewal = decision.purpose === 'renewal';
    if (requestedTier && !renewal && requestedTier !== target.tier) {
      throw AppError.badRequest('payment.tierOnRenewal');
    }
    return {
      kind: target.kind,
      id: target.id,
      purpose: decision.purpose,
      tier: renewal ? (requestedTier ?? target.tier) : target.tier,
      renewsFrom: renewal ? target.expiresAt : null,
    };
  }

  /**
   * The intents these records last opened, after applying any that succeeded while the
   * webhook was on its way (rather than charge twice). Answers whether one did.
   */
  async function storedIntents(targets: PaymentTarget[]) {
    const ids = [...new Set(targets.map((t) => t.paymentIntentId).filter((id) => id !== null))];
    // An id Stripe does not know (the demo data's) stands for no intent at all.
    const found = await Promise.all(ids.map((id) => storedIntent(gateway, id)));
    const intents = found.filter((intent) => intent !== null);
    let settled = false;
    for (const intent of intents) {
      if (intent.status !== 'succeeded') continue;
      await settlement.succeeded(intent);
      settled = true;
    }
    return { intents, settled };
  }

  /**
   * Cancels the open intents the records named, so no two open intents ever cover one record
   * (a member paying both would pay twice). Answers whether one was paid meanwhile, and
   * settles it: the records have changed.
   */
  async function cancelSuperseded(stored: IntentSnapshot[]) {
    let settled = false;
    for (const intent of stored) {
      if (!isOpen(intent)) continue;
      const cancelled = await gateway.cancelIntent(intent.id);
      if (cancelled.status !== 'succeeded') continue;
      await settlement.succeeded(cancelled);
      settled = true;
    }
    return settled;
  }

  /**
   * The open intent paying what `itemsOf` makes of the records, reused or new. A new one
   * first cancels the records' other open intents.
   */
  async function openIntent(
    caller: Caller,
    kind: IntentKind,
    readTargets: () => Promise<PaymentTarget[]>,
    itemsOf: (targets: PaymentTarget[]) => PaymentItem[],
  ): Promise<PreparedPayment> {
    let targets = await readTargets();
    const { intents: stored, settled } = await storedIntents(targets);
    if (settled) targets = await readTargets();
    let items = itemsOf(targets);
    // Reused only when every record points at it and it still pays exactly these items.
    const reusable = stored.find(
      (intent) =>
        targets.every((t) => t.paymentIntentId === intent.id) && isReusable(intent, kind, items),
    );
    if (!reusable && (await cancelSuperseded(stored))) {
      // One was paid as it was cancelled: what is left to pay (or the refusal) is new.
      targets = await readTargets();
      items = itemsOf(targets);
    }
    const previous = targets.map((t) => t.paymentIntentId ?? 'none');
    const amount = itemsAmount(items);
    const intent =
      reusable ??
      (await gateway.createIntent({
        amount,
        currency: CURRENCY,
        metadata: intentMetadata(kind, caller.uid, items),
        // Same stored state, same key: concurrent calls get the same intent from Stripe.
        idempotencyKey: `${kind}-${createHash('sha256')
          .update(JSON.stringify([items.map(encodeItem), previous]))
          .digest('hex')}`,
      }));
    if (!intent.clientSecret) throw new Error(`Payment intent ${intent.id} has no client secret.`);
    if (targets.some((t) => t.paymentIntentId !== intent.id)) {
      await payments.recordOpenIntent(kind, caller.uid, intent, items);
    }
    return {
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      amount: intent.amount,
      currency: intent.currency,
      purpose: paymentPurposeOf(items),
      membershipIds: items.filter((i) => i.kind === 'membership').map((i) => i.id),
    };
  }

  async function prepare(
    caller: Caller,
    kind: PaymentKind,
    id: string,
    tier?: Tier,
  ): Promise<PreparedPayment> {
    return openIntent(
      caller,
      kind,
      async () => [await ownTarget(caller, kind, id)],
      (targets) => targets.map((target) => itemFor(target, tier)),
    );
  }

  /** One intent for several of the caller's memberships, each paid or renewed at its tier. */
  async function prepareHousehold(caller: Caller, ids: string[]): Promise<PreparedPayment> {
    const own = () => Promise.all(ids.map((id) => ownTarget(caller, 'membership', id)));
    const itemsOf = (targets: PaymentTarget[]) =>
      targets.map((target) => {
        try {
          return itemFor(target);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          // The record's refusal, named: its key rides along so the web can translate it.
          const name = target.displayName || target.id;
          const params = { ...err.params, name, reason: err.detail, reasonKey: err.messageKey };
          throw AppError.badRequest({ key: 'payment.householdItem', params });
        }
      });
    return openIntent(caller, 'household', own, itemsOf);
  }

  async function retrieveOwnIntent(caller: Caller, intentId: string) {
    let intent: IntentSnapshot;
    try {
      intent = await gateway.retrieveIntent(intentId);
    } catch {
      throw AppError.notFound('notFound.payment');
    }
    // Dues name the payer in their metadata; an event entry's fee in its entry item.
    const payer =
      metadataOf(intent)?.accountUid ?? eventEntryOfMetadata(intent.metadata)?.accountUid;
    if (payer !== caller.uid) {
      throw AppError.forbidden('payment.notYours');
    }
    return intent;
  }

  /** Applies the intent's real state like the webhook would. */
  async function apply(intent: IntentSnapshot) {
    if (intent.status === 'succeeded') {
      const { outcome, reason } = await settlement.succeeded(intent);
      if (outcome === 'rejected') {
        throw AppError.badRequest(apiMessage('payment.refused', { reason: reason ?? '' }));
      }
    } else if (intent.status === 'requires_payment_method' && intent.failureReason) {
      await settlement.failed(intent);
    }
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
    if (metadata?.kind !== kind || metadata.items[0]?.id !== id) {
      throw AppError.badRequest(NOT_FOR[kind]);
    }
    await apply(intent);
    const target = await ownTarget(caller, kind, id);
    return {
      success: intent.status === 'succeeded' && target.paymentStatus === 'paid',
      intentStatus: intent.status,
      target,
    };
  }

  async function confirmHousehold(
    caller: Caller,
    intentId: string,
  ): Promise<ConfirmedHouseholdPayment> {
    const intent = await retrieveOwnIntent(caller, intentId);
    const metadata = metadataOf(intent);
    if (metadata?.kind !== 'household') {
      throw AppError.badRequest('payment.notHousehold');
    }
    await apply(intent);
    const memberships = await Promise.all(
      metadata.items.map((item) => ownTarget(caller, 'membership', item.id)),
    );
    return {
      success:
        intent.status === 'succeeded' && memberships.every((m) => m.paymentStatus === 'paid'),
      memberships,
    };
  }

  return {
    prepare,
    prepareHousehold,
    confirm,
    confirmHousehold,
    retrieveOwnIntent,
    pricing: () => ({ currency: CURRENCY, prices: { ...PRICES_CENTS } }),
    transactions: (caller: Caller) => payments.listForAccount(caller.uid),
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
