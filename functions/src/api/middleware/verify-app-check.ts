import type { RequestHandler } from 'express';

import { AppError } from '../errors/app-error';

/** What the middleware needs of firebase-admin's App Check. */
export interface AppCheckVerifier {
  verifyToken(token: string): Promise<unknown>;
}

export const APP_CHECK_REFUSED = 'This app could not be verified. Please reload the page.';

/**
 * In production every API call carries an App Check token from the site (reCAPTCHA
 * Enterprise attests it), so scripts elsewhere cannot drive the API. Under the emulators
 * nothing can attest offline, and `enforce` is false.
 */
export function verifyAppCheck(verifier: AppCheckVerifier, enforce: boolean): RequestHandler {
  return async (req, _res, next) => {
    if (!enforce) return next();
    const token = req.get('x-firebase-appcheck');
    if (!token) return next(AppError.of('UNAUTHENTICATED', 'appCheckRefused'));
    try {
      await verifier.verifyToken(token);
      next();
    } catch {
      next(AppError.of('UNAUTHENTICATED', 'appCheckRefused'));
    }
  };
}
