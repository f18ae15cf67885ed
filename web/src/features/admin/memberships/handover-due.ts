import { parseIsoDate } from '@domain/dates';
import { isHandoverDue } from '@domain/handover';
import { associationDate } from '@domain/renewal';

import type { MembershipRecord } from '../../../lib/records/records';

/**
 * Whether the console offers the handover at 18 on this row: an athlete a parent registered
 * who is 18 on the association's calendar today, as the domain decides (the dialog then reads
 * the handover's own state from the API).
 */
export function isDueForHandover(member: MembershipRecord, now: Date = new Date()): boolean {
  if (member.deletedAt || !parseIsoDate(member.dateOfBirth)) return false;
  return isHandoverDue(
    {
      dateOfBirth: member.dateOfBirth,
      isSelfRegistration: member.isSelfRegistration,
      deletedAt: null,
      handover: null,
    },
    associationDate(now),
  );
}
