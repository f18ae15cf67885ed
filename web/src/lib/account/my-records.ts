import { collection, doc, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

import {
  accountConverter,
  clubConverter,
  membershipConverter,
  type AccountRecord,
  type ClubRecord,
  type MembershipRecord,
} from '../records/records';

// Live reads of the caller's own documents. Render inside <FirebaseBoundary>. Every list
// filters on the caller's uid, as the rules require ("rules are not filters").

export interface LiveResult<T> {
  status: 'loading' | 'error' | 'success';
  data: T | undefined;
  error?: Error;
}

/** accounts/{uid}; data is undefined when there is no account record. */
export function useMyAccount(uid: string): LiveResult<AccountRecord> {
  const ref = doc(useFirestore(), 'accounts', uid).withConverter(accountConverter);
  const { status, data, error } = useFirestoreDocData(ref);
  return { status, data, error };
}

export function useMyMemberships(uid: string): LiveResult<MembershipRecord[]> {
  const mine = query(
    collection(useFirestore(), 'memberships').withConverter(membershipConverter),
    where('accountUid', '==', uid),
    // The rules hide trashed records from their owner: the query must say so.
    where('deletedAt', '==', null),
  );
  const { status, data, error } = useFirestoreCollectionData(mine);
  const sorted = data?.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  return { status, data: sorted, error };
}

export function useMyClubs(uid: string): LiveResult<ClubRecord[]> {
  const mine = query(
    collection(useFirestore(), 'clubs').withConverter(clubConverter),
    where('ownerUid', '==', uid),
    where('deletedAt', '==', null),
  );
  const { status, data, error } = useFirestoreCollectionData(mine);
  return { status, data, error };
}
