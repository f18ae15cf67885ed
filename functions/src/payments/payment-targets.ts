import type {
  DocumentData,
  DocumentReference,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';

import type { Tier } from '../domain/enums';
import { clubPayableOf, clubsCollection } from '../firestore/collections/clubs';
import { membershipPayableOf } from '../firestore/collections/membership-views';
import { membershipsCollection } from '../firestore/collections/memberships';
import type { Payable } from '../firestore/collections/payable';

import type { PaymentKind } from './payment-gateway';

/** A membership or a club as payment code sees it, whichever is being paid. */
export interface PaymentTarget extends Payable {
  kind: PaymentKind;
  id: string;
  ref: DocumentReference;
  // A club pays the club price; a membership its own tier's.
  tier: Tier;
  // Clubs only: the owner's coach membership, paid with the club.
  defaultCoachMembershipId: string | null;
}

export function paymentTargetOf(
  kind: PaymentKind,
  ref: DocumentReference,
  data: DocumentData,
): PaymentTarget {
  if (kind === 'membership') {
    return { kind, id: ref.id, ref, ...membershipPayableOf(data), defaultCoachMembershipId: null };
  }
  return { kind, id: ref.id, ref, ...clubPayableOf(data), tier: 'club' };
}

export function paymentTargetRef(db: Firestore, kind: PaymentKind, id: string) {
  return (kind === 'membership' ? membershipsCollection(db) : clubsCollection(db)).doc(id);
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
