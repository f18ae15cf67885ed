import type { Request, RequestHandler } from 'express';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

import { readAccountAccess } from '../../firestore/collections/accounts';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

const callers = new WeakMap<Request, Caller>();

/**
 * Whether the account document withdraws the admin claim, as the rules do: another role, the
 * trash, or a revocation after the token was issued. A token keeps its claim for up to an
 * hour, and a claim write may fail after the role changed. Without a document (make-admin
 * run before the sign-up was completed) the claim stands.
 */
async function accountWithdrawsAdmin(db: Firestore, token: DecodedIdToken) {
  const account = await readAccountAccess(db, token.uid);
  if (!account) return false;
  const revokedAt = account.tokensRevokedAt?.getTime() ?? 0;
  return account.role !== 'admin' || account.trashed || token.auth_time * 1000 < revokedAt;
}

async function verify(auth: Auth, db: Firestore, req: Request, idToken: string) {
  const token = await auth.verifyIdToken(idToken, true);
  callers.set(req, {
    uid: token.uid,
    email: token.email ?? null,
    emailVerified: token.email_verified === true,
    isAdmin: token.admin === true && !(await accountWithdrawsAdmin(db, token)),
    signInProvider: token.firebase.sign_in_provider ?? null,
  });
}

const bearerOf = (req: Request) => /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];

/** Verifies the bearer ID token of every request (revoked tokens included). */
export function authenticate(auth: Auth, db: Firestore): RequestHandler {
  return async (req, _res, next) => {
    const idToken = bearerOf(req);
    if (!idToken) return next(AppError.unauthenticated());
    try {
      await verify(auth, db, req, idToken);
      next();
    } catch {
      next(AppError.unauthenticated());
    }
  };
}

/**
 * For routes a visitor without an account may call: no token is fine, but a token that
 * is sent must be valid, so a caller never passes as someone they are not.
 */
export function authenticateIfPresent(auth: Auth, db: Firestore): RequestHandler {
  return async (req, _res, next) => {
    const idToken = bearerOf(req);
    if (!idToken) return next();
    try {
      await verify(auth, db, req, idToken);
      next();
    } catch {
      next(AppError.unauthenticated());
    }
  };
}

export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw AppError.unauthenticated();
  return caller;
}

export function optionalCallerOf(req: Request): Caller | null {
  return callers.get(req) ?? null;
}
