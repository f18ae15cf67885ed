import type { MembershipRecord } from '../../lib/records/records';

/** The member ID, or the first 8 characters of the record id before one is assigned. */
export const displayMemberId = (member: Pick<MembershipRecord, 'id' | 'memberId'>) =>
  member.memberId?.trim() || member.id.slice(0, 8);

export const fullName = (member: Pick<MembershipRecord, 'firstName' | 'lastName'>) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ').trim();

export function initials(member: Pick<MembershipRecord, 'firstName' | 'lastName'>): string {
  const letters = [member.firstName, member.lastName].map((part) => part?.trim()[0] ?? '').join('');
  return letters.toUpperCase() || '?';
}

/** Client-side search: case-insensitive over first name, last name, email and school. */
export function matchesSearch(member: MembershipRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [member.firstName, member.lastName, member.email, member.currentSchool].some((value) =>
    (value ?? '').toLowerCase().includes(needle),
  );
}
