import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import { updateCustomClaims } from '../claims/custom-claims';
import { isStandingActive, standingOf, type Standing } from '../domain/standing';
import { readAccountAccess } from '../firestore/collections/accounts';
import {
  activeMembershipOwners,
  membershipStandingsIn,
} from '../firestore/collections/membership-views';
import { CONTENDED, inTurn } from '../firestore/contention';

import { standingRef, storedActiveUntil, type StandingDocument } from './standing-document';

const INACTIVE: Standing = { activeUntil: null, activeMembershipIds: [] };

/**
 * Recomputes standings/{uid} from all the account's memberships, then the activeMember
 * claim from it. Call it after committing anything that changes a membership's standing
 * (payment, refund, dispute, admin action, expiry); the memberships trigger calls it too.
 *
 * One transaction reads the memberships and writes the document, so a refresh that read
 * an older state retries instead of overwriting a newer result. A trashed account has no
 * standing; an erased one (its account document gone) keeps no document either.
 */
export async function refreshStanding(
  db: Firestore,
  auth: Auth,
  uid: string,
  now: Date = new Date(),
): Promise<Standing> {
  const ref = standingRef(db, uid);
  const standing = await inTurn(`standing/${uid}`, () =>
    db.runTransaction(async (tx) => {
      const [account, memberships] = await Promise.all([
        readAccountAccess(db, uid, tx),
        membershipStandingsIn(tx, db, uid),
      ]);
      const result = account?.trashed ? INACTIVE : standingOf(memberships, now);
      if (!account && !result.activeUntil) {
        tx.delete(ref);
      } else {
        const stored: StandingDocument = {
          activeUntil: result.activeUntil && Timestamp.fromDate(result.activeUntil),
          activeMembershipIds: result.activeMembershipIds,
          updatedAt: Timestamp.fromDate(now),
        };
        tx.set(ref, stored);
      }
      return result;
    }, CONTENDED),
  );
  await syncActiveMemberClaim(db, auth, uid, now);
  return standing;
}

// Accounts refreshed at once by refreshEveryStanding: each refresh holds a claims lease.
const AT_ONCE = 10;

/**
 * Refreshes every account that holds an active membership or has a standing document:
 * fills in the standings of records written before they existed (a deploy, an emulator
 * import) and repairs any a failed trigger missed. Answers how many accounts it refreshed.
 */
export async function refreshEveryStanding(
  db: Firestore,
  auth: Auth,
  now: Date = new Date(),
): Promise<number> {
  const [active, stored] = await Promise.all([
    activeMembershipOwners(db),
    db.collection('standings').select().get(),
  ]);
  const uids = [...new Set([...active, ...stored.docs.map((doc) => doc.id)])];
  for (let start = 0; start < uids.length; start += AT_ONCE) {
    const some = uids.slice(start, start + AT_ONCE);
    await Promise.all(some.map((uid) => refreshStanding(db, auth, uid, now)));
  }
  return uids.length;
}

/**
 * The activeMember claim is a cache of the standing document, read while the claims lease
 * is held: of two refreshes racing, the later claim write sees the later document.
 */
function syncActiveMemberClaim(db: Firestore, auth: Auth, uid: string, now: Date) {
  return updateCustomClaims(db, auth, uid, async ({ activeMember: _previous, ...others }) => {
    const active = isStandingActive(await storedActiveUntil(db, uid), now);
    return active ? { ...others, activeMember: true } : others;
  });
}
