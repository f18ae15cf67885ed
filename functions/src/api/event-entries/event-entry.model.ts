import { divisionFor } from '../../domain/age';
import { currentCertifications, type CertificationRecord } from '../../domain/certifications';
import type { AgeDivision } from '../../domain/enums';
import type { Entrant } from '../../domain/events/entry-eligibility';
import type { HouseholdMembership } from '../../firestore/collections/membership-views';

/**
 * The entrant on the event's day: the division is the explicit one, else by age then; the
 * certifications those valid that day.
 */
export function entrantOn(
  membership: HouseholdMembership,
  eventDate: string,
  certifications: readonly CertificationRecord[] = [],
): Entrant {
  let division: AgeDivision | null = membership.explicitDivision;
  try {
    division = divisionFor(membership.dateOfBirth, eventDate, membership.explicitDivision);
  } catch {
    // No usable birth date: only an explicit division counts.
  }
  const held = currentCertifications(certifications, eventDate).map((record) => record.kind);
  return { ...membership.entrant, division, certifications: held };
}
