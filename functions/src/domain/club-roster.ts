import { normaliseForSearch } from './search-text';

/**
 * The fields of a membership a club owner's roster and edit dialog show, and nothing else:
 * no account, payment, intent, decline text or administrator's reason ever leaves with them.
 */
export const CLUB_ROSTER_FIELDS = [
  'memberId',
  'status',
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'gender',
  'parentName',
  'tShirtSize',
  'uniformSize',
  'useAccountAddress',
  'address',
  'competitionCategories',
  'role',
  'beltRank',
  'division',
  'currentSchool',
  'clubId',
  'membershipTier',
] as const;

export type ClubRosterField = (typeof CLUB_ROSTER_FIELDS)[number];

// An older record may lack a field; its entry then holds null.
type RosterSource = { [K in ClubRosterField]?: unknown } & { firstName: string; lastName: string };

/** clubRosters/{membershipId}: a member as their club's owner sees them, in name order. */
export type ClubRosterEntry<T extends RosterSource> = Pick<T, ClubRosterField> & {
  membershipId: string;
  lastNameLower: string;
  firstNameLower: string;
};

export function clubRosterEntryOf<T extends RosterSource>(id: string, m: T): ClubRosterEntry<T> {
  const entry = { membershipId: id } as ClubRosterEntry<T>;
  for (const field of CLUB_ROSTER_FIELDS) {
    // Null, never left out: Firestore refuses undefined.
    (entry as Record<string, unknown>)[field] = m[field] ?? null;
  }
  entry.lastNameLower = normaliseForSearch(m.lastName);
  entry.firstNameLower = normaliseForSearch(m.firstName);
  return entry;
}
