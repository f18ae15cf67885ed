import type { PaymentTransactionWire as PaymentTransaction } from '@domain/wire/payment';

import type { RuntimeConfig } from '../../config/runtime-config';
import { currentIdToken } from '../api/signed-in-request';
import {
  allOf,
  fieldFilter,
  getSignedInDocument,
  isNullFilter,
  runSignedInQuery,
  type StructuredQuery,
} from '../firebase/firestore-rest';
import {
  accountFromData,
  clubFromData,
  membershipFromData,
  type AccountRecord,
  type ClubRecord,
  type MembershipRecord,
} from '../records/records';

import { inCreationOrder, PAYMENT_HISTORY_LIMIT } from './own-records';
import { transactionFromData } from './payment-history';

// One-shot reads of the person's own documents over Firestore's REST API, with their ID
// token and under the same rules and queries as the live listeners (own-records-live.ts):
// My Account's first screen needs none of the realtime SDK.

const liveOwnedBy = (collectionId: string, ownerField: string, uid: string): StructuredQuery => ({
  from: [{ collectionId }],
  where: allOf(fieldFilter(ownerField, 'EQUAL', uid), isNullFilter('deletedAt')),
});

async function asCaller(config: RuntimeConfig, signal?: AbortSignal) {
  return { idToken: await currentIdToken(config), signal };
}

/** accounts/{uid}; undefined when there is no account record. */
export async function readMyAccount(
  config: RuntimeConfig,
  uid: string,
  signal?: AbortSignal,
): Promise<AccountRecord | undefined> {
  const document = await getSignedInDocument(
    config,
    `accounts/${encodeURIComponent(uid)}`,
    await asCaller(config, signal),
  );
  return document ? accountFromData(document.id, document.data) : undefined;
}

export async function readMyMemberships(
  config: RuntimeConfig,
  uid: string,
  signal?: AbortSignal,
): Promise<MembershipRecord[]> {
  const query = liveOwnedBy('memberships', 'accountUid', uid);
  const documents = await runSignedInQuery(config, query, await asCaller(config, signal));
  return inCreationOrder(documents.map(({ id, data }) => membershipFromData(id, data)));
}

export async function readMyClubs(
  config: RuntimeConfig,
  uid: string,
  signal?: AbortSignal,
): Promise<ClubRecord[]> {
  const query = liveOwnedBy('clubs', 'ownerUid', uid);
  const documents = await runSignedInQuery(config, query, await asCaller(config, signal));
  return documents.map(({ id, data }) => clubFromData(id, data));
}

/** The caller's payments, newest first. */
export async function readMyPayments(
  config: RuntimeConfig,
  uid: string,
  signal?: AbortSignal,
): Promise<PaymentTransaction[]> {
  const query: StructuredQuery = {
    from: [{ collectionId: 'payments' }],
    where: fieldFilter('accountUid', 'EQUAL', uid),
    orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
    limit: PAYMENT_HISTORY_LIMIT,
  };
  const documents = await runSignedInQuery(config, query, await asCaller(config, signal));
  return documents.map(({ id, data }) => transactionFromData(id, data));
}
