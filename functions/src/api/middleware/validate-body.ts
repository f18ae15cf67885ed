import type { RequestHandler } from 'express';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

import { fieldErrors } from '../../domain/schemas/field-errors';
import { AppError } from '../errors/app-error';
import { inEnglish } from '../errors/field-errors-in-english';

/** Validates and casts the JSON body with a shared schema; 400 with field errors otherwise. */
export function validateBody<T extends AnyObject>(schema: ObjectSchema<T>): RequestHandler {
  return async (req, _res, next) => {
    if (!req.is('application/json')) {
      return next(AppError.badRequest('The request body must be JSON (application/json).'));
    }
    try {
      req.body = await schema.validate(req.body, { abortEarly: false, stripUnknown: false });
      next();
    } catch (err) {
      if (err instanceof ValidationError) {
        return next(
          AppError.badRequest(
            'Please check your information and try again',
            inEnglish(fieldErrors(err)),
          ),
        );
      }
      next(err);
    }
  };
}
