import type {
  DocumentData,
  DocumentReference,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';

import { isOneOf, TIERS, type Tier } from '../domain/enums';
import { dateOrNull } from '../firestore/dates';

import type { PaymentKind } from './payment-gateway';

/** A membership or a club as payment code sees it, whichever is being paid. */
export interface PaymentTarget {
  kind: PaymentKind;
  id: string;
  ref: DocumentReference;
  ownerUid: string | null;
  status: string;
  paymentStatus: string | null;
  memberId: string | null;
  paymentIntentId: string | null;
  // A club pays the club price; a membership its own tier's.
  tier: Tier;
  expiresAt: Date | null;
  deletedAt: Date | null;
  statusChangedAt: Date | null;
  // For the receipt: the athlete's or the club's name.
  displayName: string;
  // Clubs only: the owner's coach membership, paid with the club.
  defaultCoachMembershipId: string | null;
}

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

function common(ref: DocumentReference, data: Data) {
  return {
    id: ref.id,
    ref,
    status: String(data.status),
    paymentStatus: text(data.paymentStatus),
    memberId: text(data.memberId),
    paymentIntentId: text(data.paymentIntentId),
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
    statusChangedAt: dateOrNull(data.statusChangedAt),
  };
}

export function paymentTargetOf(
  kind: PaymentKind,
  ref: DocumentReference,
  data: DocumentData,
): PaymentTarget {
  if (kind === 'membership') {
    return {
      kind,
      ...common(ref, data),
      ownerUid: text(data.accountUid),
      tier: isOneOf(TIERS, data.membershipTier) ? data.membershipTier : 'basic',
      displayName: `${text(data.firstName) ?? ''} ${text(data.lastName) ?? ''}`.trim(),
      defaultCoachMembershipId: null,
    };
  }
  const info = (data.clubInfo ?? {}) as Data;
  return {
    kind,
    ...common(ref, data),
    ownerUid: text(data.ownerUid),
    tier: 'club',
    displayName: text(info.clubName) ?? '',
    defaultCoachMembershipId: text(data.defaultCoachMembershipId),
  };
}

export function paymentTargetRef(db: Firestore, kind: PaymentKind, id: string) {
  return db.collection(kind === 'membership' ? 'memberships' : 'clubs').doc(id);
}

/** Reads the membership or club inside a transaction (or outside it, without `tx`). */
export async function readPaymentTarget(
  db: Firestore,
  kind: PaymentKind,
  id: string,
  tx?: Transaction,
): Promise<PaymentTarget | null> {
  const ref = paymentTargetRef(db, kind, id);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  const data = snapshot.data();
  return data ? paymentTargetOf(kind, ref, data) : null;
}
