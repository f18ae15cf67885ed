import type { AccountWire } from './account';
import type { ClubWire } from './club';
import type { EventEntryWire } from './event-entries';
import type { MembershipWire } from './membership';

/** A payment as the family's copy shows it: what was paid, when and for which record. */
export type PaymentExportWire = {
  id: string;
  membership_id: string | null;
  club_membership_id: string | null;
  status: string | null;
  amount: number | null;
  currency: string | null;
  created_at: string | null;
  completed_at: string | null;
  refunded_at: string | null;
};

/** A change of one of the family's records: what changed and when, never who made it. */
export type AuditEntryExportWire = {
  at: string;
  collection: string;
  record_id: string;
  action: string;
  changed_fields: string[];
};

/** GET /accounts/me/export: everything the account holds, as one JSON document. */
export type DataExportWire = {
  exported_at: string;
  account: AccountWire;
  memberships: MembershipWire[];
  club_memberships: ClubWire[];
  event_entries: EventEntryWire[];
  payments: PaymentExportWire[];
  audit_entries: AuditEntryExportWire[];
};
