import { createHash } from 'node:crypto';

import type { Request, RequestHandler } from 'express';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

import {
  decideRate,
  rateWindowOf,
  type ActionLimits,
  type RateLimit,
  type RateLimitedAction,
} from '../../domain/rate-limits';
import { AppError } from '../errors/app-error';
import { optionalCallerOf } from '../middleware/authenticate';

export type RateLimitTable = Record<RateLimitedAction, ActionLimits>;

// Addresses are personal data: only a hash of one is stored.
export const hashedKey = (value: string) =>
  createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * The client's address as Hosting appended it to X-Forwarded-For: Express's req.ip under
 * the app's 'trust proxy' hop count (HOSTING_PROXY_HOPS), never an entry the client wrote.
 */
export const clientAddressOf = (req: Request) => req.ip ?? 'unknown';

/**
 * rateLimits/{action}:{uid|ip}:{key}:{window}: calls per signed-in user and per client
 * address in one fixed window, in Firestore because every function instance must see the
 * same count. Read, then incremented atomically: no transaction, so a burst on one address
 * never aborts on contention (a burst may pass the limit by its own size). expiresAt is
 * the field the TTL policy deletes them by.
 */
export function rateLimiter(db: Firestore, limits: RateLimitTable, now: () => Date) {
  const windows = db.collection('rateLimits');

  /** Counts one call for every key, or none when any is over its limit (429). */
  async function consume(action: RateLimitedAction, uid: string | null, address: string) {
    const { perUser, perAddress } = limits[action];
    const keyed: [string, RateLimit][] = [[`${action}:ip:${hashedKey(address)}`, perAddress]];
    if (uid) keyed.push([`${action}:uid:${uid}`, perUser]);
    const at = now();
    const slots = keyed.map(([key, limit]) => {
      const { index, endsAt } = rateWindowOf(limit, at);
      return { ref: windows.doc(`${key}:${index}`), limit, expiresAt: endsAt };
    });
    const counts = await Promise.all(
      slots.map(async ({ ref }) => Number((await ref.get()).get('count') ?? 0)),
    );
    const waits = slots.flatMap(({ limit }, index) => {
      const decision = decideRate(counts[index] ?? 0, limit, at);
      return decision.allowed ? [] : [decision.retryAfterSeconds];
    });
    if (waits.length > 0) {
      throw AppError.tooManyRequests('tooManyRequests', Math.max(...waits));
    }
    await Promise.all(
      slots.map(({ ref, expiresAt }) =>
        ref.set({ count: FieldValue.increment(1), expiresAt }, { merge: true }),
      ),
    );
  }

  return {
    consume,
    /** Express middleware: after the sign-in check, so a signed-in caller is counted too. */
    limit(action: RateLimitedAction): RequestHandler {
      return async (req, _res, next) => {
        try {
          await consume(action, optionalCallerOf(req)?.uid ?? null, clientAddressOf(req));
          next();
        } catch (error) {
          next(error);
        }
      };
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
