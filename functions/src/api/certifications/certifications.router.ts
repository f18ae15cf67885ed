import { Router, type Request, type RequestHandler } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import {
  certificationInputSchema,
  certificationsQuerySchema,
} from '../../domain/schemas/certification';
import type { CertificationWire } from '../../domain/wire/certification';
import type { StoredCertification } from '../../firestore/collections/certifications';
import { assertAdmin } from '../auth/caller';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { validatePathIds } from '../middleware/validate-path-id';
import { validateQuery } from '../middleware/validate-query';

import type { CertificationsService } from './certifications.service';

const idOf = (req: Request) => String(req.params.id);

// Before validation, so a member learns nothing of the schema from a 400.
const adminOnly: RequestHandler = (req, _res, next) => {
  assertAdmin(callerOf(req));
  next();
};

export const certificationToWire = (stored: StoredCertification): CertificationWire => ({
  id: stored.id,
  membership_id: stored.membershipId,
  kind: stored.kind,
  document_reference: stored.documentReference,
  issued_on: stored.issuedOn,
  expires_on: stored.expiresOn,
  level: stored.level,
  recorded_by: stored.recordedBy,
  created_at: stored.createdAt.toISOString(),
});

/**
 * /memberships/{id}/certifications (administrators), /certifications/{id} (administrators)
 * and /certifications/me (the holder).
 */
export function certificationsRouter(service: CertificationsService) {
  const router = validatePathIds(Router());

  router.get(
    '/memberships/:id/certifications',
    adminOnly,
    validateQuery(certificationsQuerySchema),
    async (req, res) => {
      const page = await service.list(callerOf(req), idOf(req), res.locals.query);
      res.json({
        certifications: page.certifications.map(certificationToWire),
        next_cursor: page.nextCursor,
      } satisfies AnswerOf<'GET /memberships/{id}/certifications'>);
    },
  );

  router.post(
    '/memberships/:id/certifications',
    adminOnly,
    validateBody(certificationInputSchema),
    async (req, res) => {
      const recorded = await service.record(callerOf(req), idOf(req), req.body);
      res
        .status(201)
        .json(
          certificationToWire(recorded) satisfies AnswerOf<'POST /memberships/{id}/certifications'>,
        );
    },
  );

  router.get('/certifications/me', async (req, res) => {
    const own = await service.mine(callerOf(req));
    res.json({
      certifications: own.map(certificationToWire),
    } satisfies AnswerOf<'GET /certifications/me'>);
  });

  router.delete('/certifications/:id', adminOnly, async (req, res) => {
    const removed = await service.remove(callerOf(req), idOf(req));
    res.json(certificationToWire(removed) satisfies AnswerOf<'DELETE /certifications/{id}'>);
  });

  return router;
}
