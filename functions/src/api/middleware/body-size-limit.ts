import type { Request, RequestHandler } from 'express';

import { AppError } from '../errors/app-error';

/**
 * Cloud Functions parses JSON before Express sees it (so express.json's limit never
 * applies there): refuse oversized bodies by their raw length instead.
 */
export function bodySizeLimit(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    const size = raw ? raw.length : Number(req.get('content-length') ?? 0);
    if (size > maxBytes) {
      return next(new AppError(413, 'VALIDATION_ERROR', 'request.tooLarge'));
    }
    next();
  };
}
