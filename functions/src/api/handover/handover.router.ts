import { Router, type Request } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import { handoverAcceptSchema, handoverInvitationSchema } from '../../domain/schemas/handover';
import { mailLanguageOf } from '../http/request-context';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { validatePathIds } from '../middleware/validate-path-id';

import type { HandoverService } from './handover.service';

const idOf = (req: Request) => String(req.params.id);
const codeOf = (req: Request) => String(req.params.code);

/** The handover at 18: /handover/... and /memberships/{id}/handover...; HTTP only. */
export function handoverRouter(service: HandoverService) {
  const router = validatePathIds(Router());

  router.get('/handover/me', async (req, res) => {
    const handovers = await service.mine(callerOf(req));
    res.json({ handovers } satisfies AnswerOf<'GET /handover/me'>);
  });

  router.get('/memberships/:id/handover', async (req, res) => {
    const handover = await service.get(callerOf(req), idOf(req));
    res.json(handover satisfies AnswerOf<'GET /memberships/{id}/handover'>);
  });

  router.post(
    '/memberships/:id/handover/invitation',
    validateBody(handoverInvitationSchema),
    async (req, res) => {
      const handover = await service.invite(
        callerOf(req),
        idOf(req),
        req.body,
        mailLanguageOf(req),
      );
      res
        .status(201)
        .json(handover satisfies AnswerOf<'POST /memberships/{id}/handover/invitation'>);
    },
  );

  router.delete('/memberships/:id/handover/invitation', async (req, res) => {
    const handover = await service.cancel(callerOf(req), idOf(req));
    res.json(handover satisfies AnswerOf<'DELETE /memberships/{id}/handover/invitation'>);
  });

  router.get('/handover/invitations/:code', async (req, res) => {
    const invitation = await service.invitation(callerOf(req), codeOf(req));
    res.json(invitation satisfies AnswerOf<'GET /handover/invitations/{code}'>);
  });

  router.post(
    '/handover/invitations/:code/accept',
    validateBody(handoverAcceptSchema),
    async (req, res) => {
      const answer = await service.accept(callerOf(req), codeOf(req), req.body);
      res.json(answer satisfies AnswerOf<'POST /handover/invitations/{code}/accept'>);
    },
  );

  router.post('/handover/invitations/:code/decline', async (req, res) => {
    const answer = await service.decline(callerOf(req), codeOf(req));
    res.json(answer satisfies AnswerOf<'POST /handover/invitations/{code}/decline'>);
  });

  return router;
}
