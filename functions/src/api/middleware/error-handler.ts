import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';

import type { ApiErrorBody } from '../../domain/api-errors';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../domain/rate-limits';
import { AppError } from '../errors/app-error';
import { isContention } from '../firestore/contention';

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(AppError.notFound(`Route ${req.method} ${req.path}`));
};

/** Turns anything thrown into the API's error body; internals never reach the client. */
export const errorHandler: ErrorRequestHandler = (err, _req, res, _next) => {
  let error: AppError;
  if (err instanceof AppError) {
    error = err;
  } else if (err instanceof URIError) {
    // Express could not percent-decode a path parameter ('%ff'): the client's mistake.
    error = AppError.badRequest('The request path is not validly encoded.');
  } else if (isContention(err)) {
    // Too many changes to one record at once outlasted the retries: nothing was written,
    // and the caller may simply send the same call again.
    logger.warn('Transaction contention outlasted its retries', err);
    error = AppError.tooManyRequests(TOO_MANY_REQUESTS_MESSAGE, 1);
  } else if (isBodyParserError(err)) {
    error =
      err.type === 'entity.too.large'
        ? new AppError(413, 'VALIDATION_ERROR', 'The request body is too large.')
        : AppError.badRequest('The request body is not valid JSON.');
  } else {
    logger.error('Unhandled API error', err);
    error = new AppError(500, 'API_ERROR', 'Something went wrong. Please try again.');
  }
  const body: ApiErrorBody = { detail: error.detail, code: error.code };
  if (error.errors) body.errors = error.errors;
  if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
  res.status(error.status).json(body);
};

function isBodyParserError(err: unknown): err is { type: string } {
  return (
    typeof err === 'object' && err !== null && typeof (err as { type?: unknown }).type === 'string'
  );
}
