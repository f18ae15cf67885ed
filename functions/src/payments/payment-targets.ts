import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';

import type { Tier } from '../domain/enums';
import {
  canPayClub,
  canPayMembership,
  clubAmount,
  membershipAmount,
} from '../domain/payment-eligibility';

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
  amount: number;
  payable: boolean;
  // For the receipt: the athlete's or the club's name.
  displayName: string;
  deleted: boolean;
  // Clubs only: the coach membership that receives a member ID with the club's payment.
  defaultCoachMembershipId: string | null;
}

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

function membershipTarget(ref: DocumentReference, data: Data): PaymentTarget {
  const standing = { status: String(data.status), paymentStatus: text(data.paymentStatus) };
  return {
    kind: 'membership',
    id: ref.id,
    ref,
    ownerUid: text(data.accountUid),
    ...standing,
    memberId: text(data.memberId),
    paymentIntentId: text(data.paymentIntentId),
    amount: membershipAmount((text(data.membershipTier) ?? 'basic') as Tier),
    payable: canPayMembership(standing),
    displayName: `${text(data.firstName) ?? ''} ${text(data.lastName) ?? ''}`.trim(),
    deleted: Boolean(data.deletedAt),
    defaultCoachMembershipId: null,
  };
}

function clubTarget(ref: DocumentReference, data: Data): PaymentTarget {
  const info = (data.clubInfo ?? {}) as Data;
  const standing = { status: String(data.status), paymentStatus: text(data.paymentStatus) };
  return {
    kind: 'club',
    id: ref.id,
    ref,
    ownerUid: text(data.ownerUid),
    ...standing,
    memberId: text(data.memberId),
    paymentIntentId: text(data.paymentIntentId),
    amount: clubAmount(),
    payable: canPayClub(standing),
    displayName: text(info.clubName) ?? '',
    deleted: Boolean(data.deletedAt),
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
  if (!data) return null;
  return kind === 'membership' ? membershipTarget(ref, data) : clubTarget(ref, data);
}
