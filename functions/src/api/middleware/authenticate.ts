import type { Request, RequestHandler } from 'express';
import type { Auth } from 'firebase-admin/auth';

import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

const callers = new WeakMap<Request, Caller>();

async function verify(auth: Auth, req: Request, idToken: string) {
  const token = await auth.verifyIdToken(idToken, true);
  callers.set(req, {
    uid: token.uid,
    email: token.email ?? null,
    emailVerified: token.email_verified === true,
    isAdmin: token.admin === true,
    signInProvider: token.firebase.sign_in_provider ?? null,
  });
}

const bearerOf = (req: Request) => /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];

/** Verifies the bearer ID token of every request (revoked tokens included). */
export function authenticate(auth: Auth): RequestHandler {
  return async (req, _res, next) => {
    const idToken = bearerOf(req);
    if (!idToken) return next(AppError.unauthenticated());
    try {
      await verify(auth, req, idToken);
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
export function authenticateIfPresent(auth: Auth): RequestHandler {
  return async (req, _res, next) => {
    const idToken = bearerOf(req);
    if (!idToken) return next();
    try {
      await verify(auth, req, idToken);
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
