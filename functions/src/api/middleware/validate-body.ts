import type { RequestHandler } from 'express';
import type { AnyObject, ObjectSchema } from 'yup';

import { validateInput } from '../../domain/schemas/validate';
import { AppError } from '../errors/app-error';

/** Validates and casts the JSON body with a shared schema; 400 with field errors otherwise. */
export function validateBody<T extends AnyObject>(schema: ObjectSchema<T>): RequestHandler {
  return async (req, _res, next) => {
    if (!req.is('application/json')) {
      return next(AppError.badRequest('request.notJson'));
    }
    const result = await validateInput(schema, req.body);
    if (!result.ok) {
      return next(AppError.badRequest('checkInformation', result.errors));
    }
    req.body = result.value;
    next();
  };
}
