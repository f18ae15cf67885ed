import type { Request, RequestHandler } from 'express';
import type { Auth } from 'firebase-admin/auth';

import { AppError } from './app-error';

export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
}

const callers = new WeakMap<Request, Caller>();

/** Verifies the bearer ID token of every request (revoked tokens included). */
export function authenticate(auth: Auth): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
    if (!match) return next(AppError.unauthenticated());
    try {
      const token = await auth.verifyIdToken(match[1], true);
      callers.set(req, {
        uid: token.uid,
        email: token.email ?? null,
        emailVerified: token.email_verified === true,
        isAdmin: token.admin === true,
      });
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

/** Owners act on their own records; admins on anyone's. */
export function assertSelfOrAdmin(caller: Caller, uid: string) {
  if (caller.uid !== uid && !caller.isAdmin) throw AppError.forbidden();
}
