import type { RequestHandler } from 'express';
import type { AnyObject, ObjectSchema } from 'yup';

import { validateInput } from '../../domain/schemas/validate';
import { AppError } from '../errors/app-error';

/**
 * Validates and casts the query string with a shared schema into res.locals.query
 * (Express 5's req.query is read-only); 400 with field errors otherwise.
 */
export function validateQuery<T extends AnyObject>(schema: ObjectSchema<T>): RequestHandler {
  return async (req, res, next) => {
    const result = await validateInput(schema, { ...req.query });
    if (!result.ok) {
      return next(AppError.badRequest('checkInformation', result.errors));
    }
    res.locals.query = result.value;
    next();
  };
}
