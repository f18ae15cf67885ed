import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { CLAIMS_LEASE_MS } from '../domain/claims-lease';

import { nullWhenNoSuchUser } from './auth-errors';

type Claims = Record<string, unknown>;

const WAIT_LIMIT_MS = 20_000;

/**
 * One writer at a time per account, through a lease in claimLocks/{uid}: Auth has no
 * compare-and-set for custom claims, so two read-modify-writes at once (the admin role and
 * the activeMember claim) would otherwise lose one of the two updates.
 */
async function withClaimsLease<T>(db: Firestore, uid: string, work: () => Promise<T>) {
  const ref = db.collection('claimLocks').doc(uid);
  const holder = randomUUID();
  const giveUpAt = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const acquired = await db.runTransaction(async (tx) => {
      const lease = await tx.get(ref);
      const until = lease.get('expiresAt')?.toMillis() ?? 0;
      if (lease.exists && until > Date.now()) return false;
      // expiresAt is also the TTL field that clears abandoned leases.
      tx.set(ref, { holder, expiresAt: new Date(Date.now() + CLAIMS_LEASE_MS) });
      return true;
    });
    if (acquired) break;
    if (Date.now() > giveUpAt) throw new Error(`The claims of ${uid} stayed locked.`);
    await sleep(25 + Math.random() * 75);
  }
  try {
    return await work();
  } finally {
    await db.runTransaction(async (tx) => {
      const lease = await tx.get(ref);
      if (lease.get('holder') === holder) tx.delete(ref);
    });
  }
}

/**
 * Changes an account's custom claims with `change`, which gets the current ones (and may
 * read what it derives them from while the lease is held); claims it does not touch are kept. Answers whether anything changed (false for a user without
 * a sign-in, such as a seeded family member).
 */
export async function updateCustomClaims(
  db: Firestore,
  auth: Auth,
  uid: string,
  change: (current: Claims) => Claims | Promise<Claims>,
): Promise<boolean> {
  return withClaimsLease(db, uid, async () => {
    const user = await auth.getUser(uid).catch(nullWhenNoSuchUser);
    if (!user) return false;
    const current = user.customClaims ?? {};
    const next = await change(current);
    if (JSON.stringify(sorted(next)) === JSON.stringify(sorted(current))) return false;
    await auth.setCustomUserClaims(uid, next);
    return true;
  });
}

const sorted = (claims: Claims) =>
  Object.fromEntries(Object.entries(claims).sort(([a], [b]) => a.localeCompare(b)));
