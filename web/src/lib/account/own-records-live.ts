import type { PaymentTransactionWire as PaymentTransaction } from '@domain/wire/payment';
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type FirestoreDataConverter,
} from 'firebase/firestore';

import type { Watch } from '../firebase/read-then-live';
import {
  accountConverter,
  clubConverter,
  membershipConverter,
  type AccountRecord,
  type ClubRecord,
  type MembershipRecord,
} from '../records/records';

import { inCreationOrder, PAYMENT_HISTORY_LIMIT } from './own-records';
import { transactionFromData } from './payment-history';

// The live listeners of the person's own documents: the realtime SDK's chunk, loaded once
// My Account goes live. The same queries as the one-shot reads (own-records-rest.ts).

const transactionConverter: FirestoreDataConverter<PaymentTransaction> = {
  toFirestore: (value) => value as unknown as Record<string, unknown>,
  fromFirestore: (snapshot) => transactionFromData(snapshot.id, snapshot.data()),
};

export const watchMyAccount =
  (uid: string): Watch<AccountRecord | undefined> =>
  (db, next, fail) =>
    onSnapshot(
      doc(db, 'accounts', uid).withConverter(accountConverter),
      (snapshot) => next(snapshot.data()),
      fail,
    );

export const watchMyMemberships =
  (uid: string): Watch<MembershipRecord[]> =>
  (db, next, fail) =>
    onSnapshot(
      query(
        collection(db, 'memberships').withConverter(membershipConverter),
        where('accountUid', '==', uid),
        where('deletedAt', '==', null),
      ),
      (snapshot) => next(inCreationOrder(snapshot.docs.map((document) => document.data()))),
      fail,
    );

export const watchMyClubs =
  (uid: string): Watch<ClubRecord[]> =>
  (db, next, fail) =>
    onSnapshot(
      query(
        collection(db, 'clubs').withConverter(clubConverter),
        where('ownerUid', '==', uid),
        where('deletedAt', '==', null),
      ),
      (snapshot) => next(snapshot.docs.map((document) => document.data())),
      fail,
    );

/** The caller's payments, newest first. */
export const watchMyPayments =
  (uid: string): Watch<PaymentTransaction[]> =>
  (db, next, fail) =>
    onSnapshot(
      query(
        collection(db, 'payments').withConverter(transactionConverter),
        where('accountUid', '==', uid),
        orderBy('createdAt', 'desc'),
        limit(PAYMENT_HISTORY_LIMIT),
      ),
      (snapshot) => next(snapshot.docs.map((document) => document.data())),
      fail,
    );
