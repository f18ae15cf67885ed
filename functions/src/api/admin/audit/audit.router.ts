import { Router } from 'express';

import type { AuditEntry, AuditLog } from '../../../audit/audit-log';
import type { AnswerOf } from '../../../domain/contract/api-endpoints';
import { auditQuerySchema } from '../../../domain/schemas/admin';
import type { AuditEntryWire } from '../../../domain/wire/audit-entry';
import { assertAdmin } from '../../auth/caller';
import { callerOf } from '../../middleware/authenticate';
import { validateQuery } from '../../middleware/validate-query';

import type { AuditActor, AuditActors } from './audit-actors';

// The history panel of an edit dialog shows the latest changes.
const HISTORY_LIMIT = 50;

const entryToWire = (entry: AuditEntry, actor: AuditActor | undefined): AuditEntryWire => ({
  id: entry.id,
  actor_uid: entry.actorUid,
  // The actor's own name and email, resolved as the list is served.
  actor_name: actor?.name ?? null,
  actor_email: actor?.email ?? null,
  at: entry.at.toISOString(),
  collection: entry.collection,
  record_id: entry.recordId,
  action: entry.action,
  changed_fields: entry.changedFields,
  fields: entry.changedFields,
  reason: entry.reason ?? null,
});

/** GET /audit?record_id=: a record's change history, newest first (admins only). */
export function auditRouter(audit: AuditLog, actors: AuditActors) {
  const router = Router();
  router.get('/', validateQuery(auditQuerySchema), async (req, res) => {
    assertAdmin(callerOf(req));
    const entries = await audit.forRecord(res.locals.query.record_id, HISTORY_LIMIT);
    const names = await actors.resolve(entries.map((entry) => entry.actorUid));
    res.json({
      entries: entries.map((entry) => entryToWire(entry, names.get(entry.actorUid))),
    } satisfies AnswerOf<'GET /audit'>);
  });
  return router;
}
