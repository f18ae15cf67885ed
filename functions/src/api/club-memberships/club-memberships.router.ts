import { Router, type Request, type RequestHandler } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { adminClubsQuerySchema, clubUpdateSchema } from '../../domain/schemas/admin';
import { clubInvitationSchema, validateInviteSchema } from '../../domain/schemas/club-invitation';
import { clubMembershipSchema } from '../../domain/schemas/club-membership';
import { validateInput } from '../../domain/schemas/validate';
import { routeStatusActions, type StatusActionName } from '../admin/status-action-routes';
import { adminOnly } from '../admin/status-notice';
import { AppError } from '../errors/app-error';
import { callerOf, optionalCallerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { validatePathIds } from '../middleware/validate-path-id';
import { validateQuery } from '../middleware/validate-query';
import { clientAddressOf, hashedKey } from '../rate-limits/rate-limiter';

import { clubToWire } from './club-membership.mapper';
import type { ClubMembershipsService } from './club-memberships.service';
import type { ClubRegistrationService } from './club-registration.service';

const idOf = (req: Request) => String(req.params.id);

/**
 * Who a validation failure is counted against: the signed-in user, else a hash of the
 * client's address as the hosting platform appended it (never one the client wrote).
 */
function callerKeyOf(req: Request): string {
  const caller = optionalCallerOf(req);
  if (caller) return `uid:${caller.uid}`;
  return `ip:${hashedKey(clientAddressOf(req))}`;
}

/**
 * The invitation form's own messages instead of per-field defaults. A code
 * the spec's client makes up is accepted and ignored: the server makes its own.
 */
const validateInvitation: RequestHandler = async (req, _res, next) => {
  const result = await validateInput(clubInvitationSchema, req.body);
  if (result.ok) {
    req.body = result.value;
    return next();
  }
  const missing = result.errors.some((error) => error.message === 'validation.required');
  next(
    AppError.badRequest(
      missing ? 'clubInvite.missingFields' : 'clubInvite.invalidEmail',
      result.errors,
    ),
  );
};

/**
 * POST /club-memberships/validate-invite, which a visitor without a sign-in may call: mount
 * it at that path before the sign-in check.
 */
export function validateInviteRouter(registration: ClubRegistrationService) {
  const router = Router();
  router.post('/', validateBody(validateInviteSchema), async (req, res) => {
    const securityCheckId = req.get('x-security-check') ?? null;
    const answer = await registration.validateInvite(
      callerKeyOf(req),
      req.body.invite_code,
      securityCheckId,
      optionalCallerOf(req)?.uid ?? null,
    );
    res.json(answer satisfies AnswerOf<'POST /club-memberships/validate-invite'>);
  });
  return router;
}

/** /club-memberships: HTTP only; every decision is the services'. */
export function clubMembershipsRouter(
  service: ClubMembershipsService,
  registration: ClubRegistrationService,
  siteOrigin: () => string,
) {
  const router = validatePathIds(Router());

  router.get('/', validateQuery(adminClubsQuerySchema), async (req, res) => {
    const { clubs, total } = await service.list(callerOf(req), res.locals.query);
    res.json({
      club_memberships: clubs.map(clubToWire),
      total,
    } satisfies AnswerOf<'GET /club-memberships'>);
  });

  router.get('/me/all', async (req, res) => {
    const clubs = await service.listMine(callerOf(req));
    res.json({
      club_memberships: clubs.map(clubToWire),
    } satisfies AnswerOf<'GET /club-memberships/me/all'>);
  });

  router.get('/by-invite-code/:code', async (req, res) => {
    const club = clubToWire(await registration.byInviteCode(String(req.params.code)));
    res.json(club satisfies AnswerOf<'GET /club-memberships/by-invite-code/{code}'>);
  });

  router.post('/', validateBody(clubMembershipSchema), async (req, res) => {
    const club = clubToWire(await registration.register(callerOf(req), req.body));
    res.status(201).json(club satisfies AnswerOf<'POST /club-memberships'>);
  });

  router.post('/invitations', validateInvitation, async (req, res) => {
    const invitation = await service.invite(callerOf(req), req.body, siteOrigin());
    res.status(201).json(invitation satisfies AnswerOf<'POST /club-memberships/invitations'>);
  });

  router.post('/invitations/:code/revoke', async (req, res) => {
    const revoked = await service.revokeInvitation(callerOf(req), String(req.params.code));
    res.json(revoked satisfies AnswerOf<'POST /club-memberships/invitations/{code}/revoke'>);
  });

  router.put('/:id', validateBody(clubUpdateSchema), async (req, res) => {
    const updated = await service.update(callerOf(req), idOf(req), req.body, siteOrigin());
    res.json(clubToWire(updated) satisfies AnswerOf<'PUT /club-memberships/{id}'>);
  });

  router.delete('/:id/soft', async (req, res) => {
    const club = clubToWire(await service.softDelete(callerOf(req), idOf(req)));
    res.json(club satisfies AnswerOf<'DELETE /club-memberships/{id}/soft'>);
  });

  routeStatusActions(
    router,
    service.setStatus,
    (updated) =>
      clubToWire(updated) satisfies AnswerOf<`POST /club-memberships/{id}/${StatusActionName}`>,
    siteOrigin,
  );

  router.post('/:id/name/approve', adminOnly, async (req, res) => {
    const club = clubToWire(await service.approveName(callerOf(req), idOf(req)));
    res.json(club satisfies AnswerOf<'POST /club-memberships/{id}/name/approve'>);
  });

  router.post('/:id/name/reject', adminOnly, async (req, res) => {
    const club = clubToWire(await service.rejectName(callerOf(req), idOf(req)));
    res.json(club satisfies AnswerOf<'POST /club-memberships/{id}/name/reject'>);
  });

  router.post('/:id/restore', async (req, res) => {
    const club = clubToWire(await service.restore(callerOf(req), idOf(req)));
    res.json(club satisfies AnswerOf<'POST /club-memberships/{id}/restore'>);
  });

  return router;
}
