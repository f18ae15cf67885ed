import { Router, type Request, type RequestHandler } from 'express';

import {
  adminClubsQuerySchema,
  clubUpdateSchema,
  statusReasonSchema,
  type StatusReasonInput,
} from '../../domain/schemas/admin';
import { clubInvitationSchema, validateInviteSchema } from '../../domain/schemas/club-invitation';
import { clubMembershipSchema } from '../../domain/schemas/club-membership';
import { validateInput } from '../../domain/schemas/validate';
import type { ClubListWire } from '../../domain/wire/club';
import { adminOnly, STATUS_ACTIONS } from '../admin/status-notice';
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
    res.json(
      await registration.validateInvite(
        callerKeyOf(req),
        req.body.invite_code,
        securityCheckId,
        optionalCallerOf(req)?.uid ?? null,
      ),
    );
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
    res.json({ club_memberships: clubs.map(clubToWire), total } satisfies ClubListWire);
  });

  router.get('/me/all', async (req, res) => {
    const clubs = await service.listMine(callerOf(req));
    res.json({ club_memberships: clubs.map(clubToWire) } satisfies ClubListWire);
  });

  router.get('/by-invite-code/:code', async (req, res) => {
    res.json(clubToWire(await registration.byInviteCode(String(req.params.code))));
  });

  router.post('/', validateBody(clubMembershipSchema), async (req, res) => {
    res.status(201).json(clubToWire(await registration.register(callerOf(req), req.body)));
  });

  router.post('/invitations', validateInvitation, async (req, res) => {
    res.status(201).json(await service.invite(callerOf(req), req.body, siteOrigin()));
  });

  router.post('/invitations/:code/revoke', async (req, res) => {
    res.json(await service.revokeInvitation(callerOf(req), String(req.params.code)));
  });

  router.put('/:id', validateBody(clubUpdateSchema), async (req, res) => {
    const updated = await service.update(callerOf(req), idOf(req), req.body, siteOrigin());
    res.json(clubToWire(updated));
  });

  router.delete('/:id/soft', async (req, res) => {
    res.json(clubToWire(await service.softDelete(callerOf(req), idOf(req))));
  });

  for (const [action, status] of STATUS_ACTIONS) {
    router.post(`/:id/${action}`, adminOnly, validateBody(statusReasonSchema), async (req, res) => {
      const { reason } = req.body as StatusReasonInput;
      const updated = await service.setStatus(callerOf(req), idOf(req), {
        status,
        reason,
        siteOrigin: siteOrigin(),
      });
      res.json(clubToWire(updated));
    });
  }

  router.post('/:id/name/approve', adminOnly, async (req, res) => {
    res.json(clubToWire(await service.approveName(callerOf(req), idOf(req))));
  });

  router.post('/:id/name/reject', adminOnly, async (req, res) => {
    res.json(clubToWire(await service.rejectName(callerOf(req), idOf(req))));
  });

  router.post('/:id/restore', async (req, res) => {
    res.json(clubToWire(await service.restore(callerOf(req), idOf(req))));
  });

  return router;
}
