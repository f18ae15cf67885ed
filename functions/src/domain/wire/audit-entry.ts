/**
 * One recorded change of a record as administrators see it (GET /audit): who made it, when,
 * and the names (never the values) of the fields it changed.
 */
export type AuditEntryWire = {
  id: string;
  actor_uid: string;
  // The actor's own name and email, resolved as the list is served.
  actor_name: string | null;
  actor_email: string | null;
  at: string;
  collection: string;
  record_id: string;
  action: string;
  changed_fields: string[];
  // The name the admin console's history panel reads.
  fields: string[];
  reason: string | null;
};

/** GET /audit?record_id=: the record's latest changes, newest first. */
export type AuditEntryListWire = { entries: AuditEntryWire[] };
