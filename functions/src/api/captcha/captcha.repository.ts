import { randomBytes } from 'node:crypto';

import type { DocumentData, Firestore } from 'firebase-admin/firestore';

import {
  CAPTCHA_ACTIONS,
  CAPTCHA_TEST_TOKEN_PREFIX,
  canSpendVerification,
  withOneMoreFailure,
  type CaptchaAction,
  type CaptchaFailures,
  type CaptchaVerification,
} from '../../domain/captcha';
import { isOneOf } from '../../domain/enums';
import { expiryOf } from '../../domain/retention';
import { dateOf } from '../../firestore/dates';
import type { TransactionGuard } from '../../firestore/transaction-guard';

// 32 random bytes in base64url: unguessable, and safe as a document id.
const RANDOM_ID = /^[A-Za-z0-9_-]{43}$/;
const randomId = () => randomBytes(32).toString('base64url');

function verificationFromStored(data: DocumentData): CaptchaVerification | null {
  if (!isOneOf(CAPTCHA_ACTIONS, data.action)) return null;
  return {
    action: data.action,
    expiresAt: dateOf(data.expiresAt),
    usedBy: typeof data.usedBy === 'string' ? data.usedBy : null,
    requestedBy: typeof data.requestedBy === 'string' ? data.requestedBy : null,
  };
}

function failuresFromStored(data: DocumentData | undefined): CaptchaFailures | null {
  return data ? { windowStartedAt: dateOf(data.windowStartedAt), count: Number(data.count) } : null;
}

/**
 * captchaVerifications (passed checks), captchaTestTokens (emulator stand-ins) and
 * captchaFailures (failed checks per signed-in user: kept in Firestore, not in memory,
 * because every function instance must see the same count).
 */
export function captchaRepository(db: Firestore) {
  const verifications = db.collection('captchaVerifications');
  const testTokens = db.collection('captchaTestTokens');
  const failures = db.collection('captchaFailures');

  return {
    /** Keeps a passed check and answers its id, the verification_id the client holds. */
    async recordVerification(
      verification: Omit<CaptchaVerification, 'usedBy'>,
      createdAt: Date,
    ): Promise<string> {
      const id = randomId();
      await db.runTransaction(async (tx) => {
        tx.create(verifications.doc(id), { ...verification, createdAt, usedBy: null });
      });
      return id;
    },

    /** A guard that spends the check inside the transaction it protects. */
    spendVerification(id: string, spend: { uid: string; action: CaptchaAction; now: Date }) {
      const guard: TransactionGuard = async (tx) => {
        if (!RANDOM_ID.test(id)) return false;
        const ref = verifications.doc(id);
        const data = (await tx.get(ref)).data();
        const verification = data ? verificationFromStored(data) : null;
        if (!verification || !canSpendVerification(verification, spend)) return false;
        tx.update(ref, { usedBy: spend.uid, usedAt: spend.now });
        return true;
      };
      return guard;
    },

    async failuresOf(uid: string): Promise<CaptchaFailures | null> {
      return failuresFromStored((await failures.doc(uid).get()).data());
    },

    async recordFailure(uid: string, now: Date) {
      await db.runTransaction(async (tx) => {
        const ref = failures.doc(uid);
        const counted = withOneMoreFailure(failuresFromStored((await tx.get(ref)).data()), now);
        tx.set(ref, {
          ...counted,
          expiresAt: expiryOf('captchaFailures', counted.windowStartedAt),
        });
      });
    },

    async createTestToken(action: CaptchaAction, createdAt: Date, expiresAt: Date) {
      const token = `${CAPTCHA_TEST_TOKEN_PREFIX}${randomId()}`;
      await db.runTransaction(async (tx) => {
        tx.create(testTokens.doc(token), { action, createdAt, expiresAt });
      });
      return token;
    },

    /** True once for an unexpired stand-in token of this action; it is deleted either way. */
    async redeemTestToken(token: string, action: CaptchaAction, now: Date): Promise<boolean> {
      if (!token.startsWith(CAPTCHA_TEST_TOKEN_PREFIX)) return false;
      if (!RANDOM_ID.test(token.slice(CAPTCHA_TEST_TOKEN_PREFIX.length))) return false;
      return db.runTransaction(async (tx) => {
        const ref = testTokens.doc(token);
        const data = (await tx.get(ref)).data();
        if (!data) return false;
        tx.delete(ref);
        return data.action === action && dateOf(data.expiresAt).getTime() > now.getTime();
      });
    },
  };
}

export type CaptchaRepository = ReturnType<typeof captchaRepository>;
