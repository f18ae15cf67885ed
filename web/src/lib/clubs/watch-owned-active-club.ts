import { ACTIVE_STATUS } from '@domain/status';
import { collection, limit, onSnapshot, query, where, type Firestore } from 'firebase/firestore';

/** Filters on ownerUid and deletedAt, as the rules require ("rules are not filters"). */
export function watchOwnedActiveClub(
  db: Firestore,
  uid: string,
  onChange: (owns: boolean) => void,
) {
  const owned = query(
    collection(db, 'clubs'),
    where('ownerUid', '==', uid),
    where('status', '==', ACTIVE_STATUS),
    where('deletedAt', '==', null),
    limit(1),
  );
  return onSnapshot(
    owned,
    (snapshot) => onChange(!snapshot.empty),
    () => onChange(false),
  );
}
