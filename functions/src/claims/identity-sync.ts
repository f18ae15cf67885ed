import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

import {
  accountsCollection,
  readAccountAccess,
  type AccountAccess,
} from '../firestore/collections/accounts';

import { nullWhenNoSuchUser } from './auth-errors';
import { updateCustomClaims } from './custom-claims';

/**
 * Set on accounts/{uid} in the transaction that changes its role or trashes or restores it,
 * cleared once Auth matches: a change whose Auth half failed stays marked for the retry job.
 */
export const IDENTITY_SYNC_PENDING = 'identitySyncPending';

interface WantedIdentity {
  admin: boolean;
  disabled: boolean;
}

const wantedOf = (account: AccountAccess): WantedIdentity => ({
  admin: account.role === 'admin' && !account.trashed,
  disabled: account.trashed,
});

const sameIdentity = (a: WantedIdentity, b: WantedIdentity) =>
  a.admin === b.admin && a.disabled === b.disabled;

/**
 * Brings the Auth side of an account to what accounts/{uid} says: the `admin` claim for a
 * live account with the role (every other claim kept), sign-in off while trashed. An account
 * left without the claim has every session ended, even when the claim was already gone (a
 * retry after a failed revocation), and the revocation time is stored on the account: the
 * rules compare a token's auth_time with it, since Firestore cannot see a revocation.
 */
export async function syncAccountIdentity(db: Firestore, auth: Auth, uid: string) {
  const ref = accountsCollection(db).doc(uid);
  const stored = await readAccountAccess(db, uid);
  if (!stored) return;
  const wanted = wantedOf(stored);
  await updateCustomClaims(db, auth, uid, ({ admin: _previous, ...others }) =>
    wanted.admin ? { ...others, admin: true } : others,
  );
  // Accounts imported without a sign-in have nothing to switch or revoke.
  const user = await auth.updateUser(uid, { disabled: wanted.disabled }).catch(nullWhenNoSuchUser);
  let tokensRevokedAt: Date | null = null;
  if (user && !wanted.admin) {
    await auth.revokeRefreshTokens(uid);
    const { tokensValidAfterTime } = await auth.getUser(uid);
    if (tokensValidAfterTime) tokensRevokedAt = new Date(tokensValidAfterTime);
  }
  await db.runTransaction(async (tx) => {
    const current = await readAccountAccess(db, uid, tx);
    if (!current) return;
    // A change made meanwhile keeps its mark: its own sync (or the job) follows.
    const settled = sameIdentity(wantedOf(current), wanted);
    if (!settled && !tokensRevokedAt) return;
    tx.update(ref, {
      ...(tokensRevokedAt && { tokensRevokedAt }),
      ...(settled && { [IDENTITY_SYNC_PENDING]: FieldValue.delete() }),
    });
  });
}

/**
 * The retry of role and trash changes whose Auth half failed: syncs every account still
 * marked, one at a time (each takes the claims lease). Answers how many it synced.
 */
export async function syncPendingIdentities(db: Firestore, auth: Auth): Promise<number> {
  const pending = await accountsCollection(db)
    .where(IDENTITY_SYNC_PENDING, '==', true)
    .select()
    .get();
  const failed: string[] = [];
  for (const doc of pending.docs) {
    // One account's failure does not hold the others back; it stays marked for the next run.
    await syncAccountIdentity(db, auth, doc.id).catch(() => failed.push(doc.id));
  }
  if (failed.length) throw new Error(`Auth did not take the change of ${failed.join(', ')}.`);
  return pending.size;
}
