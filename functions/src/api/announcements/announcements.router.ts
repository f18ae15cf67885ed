import { Router, type Request } from 'express';

import type { AnswerOf } from '../../domain/contract/api-endpoints';
import {
  announcementAudienceInputSchema,
  announcementInputSchema,
  announcementsQuerySchema,
  myAnnouncementsQuerySchema,
} from '../../domain/schemas/announcement';
import type { AnnouncementWire } from '../../domain/wire/announcement';
import { callerOf } from '../middleware/authenticate';
import { validateBody } from '../middleware/validate-body';
import { validatePathIds } from '../middleware/validate-path-id';
import { validateQuery } from '../middleware/validate-query';

import type { StoredAnnouncement } from './announcements.repository';
import type { AnnouncementsService } from './announcements.service';

const idOf = (req: Request) => String(req.params.id);
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

export function announcementToWire({
  announcement: stored,
  delivered,
  failed,
}: {
  announcement: StoredAnnouncement;
  delivered: number;
  failed: number;
}): AnnouncementWire {
  const { audience, counts } = stored;
  return {
    id: stored.id,
    scope: stored.scope,
    kind: stored.kind,
    club_id: stored.clubId,
    club_name: stored.clubName,
    subject_en: stored.subjectEn,
    body_en: stored.bodyEn,
    subject_es: stored.subjectEs,
    body_es: stored.bodyEs,
    audience: {
      statuses: audience.statuses,
      tiers: audience.tiers,
      roles: audience.roles,
      divisions: audience.divisions,
      club_id: audience.clubId,
      expiring_within_days: audience.expiringWithinDays,
      event_id: audience.eventId,
      certification_kind: audience.certificationKind,
    },
    status: stored.status,
    counts: counts
      ? {
          recipients: counts.recipients,
          queued: counts.queued,
          delivered,
          failed,
          excluded_unsubscribed: counts.excludedUnsubscribed,
          excluded_no_verified_address: counts.excludedNoVerifiedAddress,
        }
      : null,
    created_by: stored.createdBy,
    created_at: stored.createdAt.toISOString(),
    updated_at: stored.updatedAt.toISOString(),
    sent_by: stored.sentBy,
    sent_at: isoOrNull(stored.sentAt),
    cancelled_at: isoOrNull(stored.cancelledAt),
  };
}

/** /announcements: drafts, the audience count, test, send, cancel, and the member's own. */
export function announcementsRouter(service: AnnouncementsService) {
  const router = validatePathIds(Router());

  router.get('/announcements', validateQuery(announcementsQuerySchema), async (req, res) => {
    const page = await service.list(callerOf(req), res.locals.query);
    res.json({
      announcements: page.announcements.map(announcementToWire),
      next_cursor: page.nextCursor,
    } satisfies AnswerOf<'GET /announcements'>);
  });

  router.post('/announcements', validateBody(announcementInputSchema), async (req, res) => {
    const created = await service.create(callerOf(req), req.body);
    res.status(201).json(announcementToWire(created) satisfies AnswerOf<'POST /announcements'>);
  });

  router.post(
    '/announcements/audience',
    validateBody(announcementAudienceInputSchema),
    async (req, res) => {
      const count = await service.audienceCount(callerOf(req), req.body);
      res.json({
        recipients: count.recipients,
        memberships: count.memberships,
        excluded: {
          unsubscribed: count.excluded.unsubscribed,
          no_verified_address: count.excluded.noVerifiedAddress,
        },
      } satisfies AnswerOf<'POST /announcements/audience'>);
    },
  );

  router.get('/announcements/me', validateQuery(myAnnouncementsQuerySchema), async (req, res) => {
    const page = await service.mine(callerOf(req), res.locals.query);
    res.json({
      announcements: page.announcements.map(({ announcement, text, queuedAt }) => ({
        id: announcement.id,
        kind: announcement.kind,
        club_name: announcement.clubName,
        language: text.language,
        subject: text.subject,
        body: text.body,
        sent_at: queuedAt.toISOString(),
      })),
      next_cursor: page.nextCursor,
    } satisfies AnswerOf<'GET /announcements/me'>);
  });

  router.get('/announcements/:id', async (req, res) => {
    const found = await service.get(callerOf(req), idOf(req));
    res.json(announcementToWire(found) satisfies AnswerOf<'GET /announcements/{id}'>);
  });

  router.patch('/announcements/:id', validateBody(announcementInputSchema), async (req, res) => {
    const updated = await service.update(callerOf(req), idOf(req), req.body);
    res.json(announcementToWire(updated) satisfies AnswerOf<'PATCH /announcements/{id}'>);
  });

  router.post('/announcements/:id/test', async (req, res) => {
    const tested = await service.test(callerOf(req), idOf(req));
    res.json({ sent_to: tested.sentTo } satisfies AnswerOf<'POST /announcements/{id}/test'>);
  });

  router.post('/announcements/:id/send', async (req, res) => {
    const sent = await service.send(callerOf(req), idOf(req));
    res.json(announcementToWire(sent) satisfies AnswerOf<'POST /announcements/{id}/send'>);
  });

  router.post('/announcements/:id/cancel', async (req, res) => {
    const cancelled = await service.cancel(callerOf(req), idOf(req));
    res.json(announcementToWire(cancelled) satisfies AnswerOf<'POST /announcements/{id}/cancel'>);
  });

  return router;
}
