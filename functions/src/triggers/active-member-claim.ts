import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { updateCustomClaims } from '../claims/custom-claims';
import { isActiveMember } from '../domain/active-member';

import { standingOf } from './membership-standing';

/**
 * Recomputes the account's activeMember claim from all its memberships. Claims are a cache
 * of Firestore state: the others (admin above all) are kept as they are. Answers whether
 * the claim changed.
 */
export async function syncActiveMemberClaim(
  db: Firestore,
  auth: Auth,
  uid: string,
  now: Date,
): Promise<boolean> {
  const memberships = await db.collection('memberships').where('accountUid', '==', uid).get();
  const active = memberships.docs.some((doc) => isActiveMember(standingOf(doc.data()), now));
  return updateCustomClaims(db, auth, uid, ({ activeMember: _previous, ...others }) =>
    active ? { ...others, activeMember: true } : others,
  );
}
