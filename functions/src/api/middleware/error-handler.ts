import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';

import { apiErrorBody, apiMessage } from '../../domain/api-messages';
import { isContention } from '../../firestore/contention';
import { AppError } from '../errors/app-error';

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(apiMessage('notFound.route', { method: req.method, path: req.path })));
};

/** Turns anything thrown into the API's error body; internals never reach the client. */
export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  let error: AppError;
  if (err instanceof AppError) {
    error = err;
  } else if (err instanceof URIError) {
    // Express could not percent-decode a path parameter ('%ff'): the client's mistake.
    error = AppError.badRequest('request.pathEncoding');
  } else if (isContention(err)) {
    // Too many changes to one record at once outlasted the retries: nothing was written,
    // and the caller may simply send the same call again.
    logger.warn('Transaction contention outlasted its retries', err);
    error = AppError.tooManyRequests('tooManyRequests', 1);
  } else if (isBodyParserError(err)) {
    error =
      err.type === 'entity.too.large'
        ? new AppError(413, 'VALIDATION_ERROR', 'request.tooLarge')
        : AppError.badRequest('request.invalidJson');
  } else {
    logger.error('Unhandled API error', err);
    error = new AppError(500, 'API_ERROR', 'internal');
  }
  const message = { key: error.messageKey, params: error.params };
  const body = apiErrorBody(error.code, message, error.errors);
  if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
  res.status(error.status).json(body);
};

/**
 * body-parser's refusals carry a type; a body that does not decompress as its
 * Content-Encoding claims carries only the client-error status http-errors exposes.
 */
function isBodyParserError(err: unknown): err is { type?: string } {
  if (typeof err !== 'object' || err === null) return false;
  const { type, expose, status } = err as { type?: unknown; expose?: unknown; status?: unknown };
  return typeof type === 'string' || (expose === true && status === 400);
}
