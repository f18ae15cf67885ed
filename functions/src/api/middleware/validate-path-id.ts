import type { RequestParamHandler, Router } from 'express';

import { apiMessage } from '../../domain/api-messages';
import { isInviteCode, isRecordId } from '../../domain/record-ids';
import type { ValidationMessageKey } from '../../domain/validation-messages';
import { AppError } from '../errors/app-error';

// The path parameters the routers use, and the shape each must have.
const PATH_IDS: Record<string, { valid: (value: string) => boolean; key: ValidationMessageKey }> = {
  id: { valid: isRecordId, key: 'validation.invalidType' },
  code: { valid: isInviteCode, key: 'validation.inviteCode' },
};

/**
 * Refuses a malformed id in the path with 400 before any handler runs: Express decodes
 * %2F to '/', and Firestore's doc() throws on it.
 */
export function validatePathIds(router: Router): Router {
  for (const [name, { valid, key }] of Object.entries(PATH_IDS)) {
    const check: RequestParamHandler = (_req, _res, next, value: unknown) => {
      if (typeof value === 'string' && valid(value)) return next();
      next(
        AppError.badRequest(apiMessage('request.pathId', { name }), [
          { field: name, message: key },
        ]),
      );
    };
    router.param(name, check);
  }
  return router;
}
