import type { MemberRecord } from '../../lib/clubs/member-record';

/** The member ID, or the first 8 characters of the record id before one is assigned. */
export const displayMemberId = (member: Pick<MemberRecord, 'id' | 'member_id'>) =>
  member.member_id?.trim() || member.id.slice(0, 8);

export const fullName = (member: Pick<MemberRecord, 'first_name' | 'last_name'>) =>
  [member.first_name, member.last_name].filter(Boolean).join(' ').trim();

export function initials(member: Pick<MemberRecord, 'first_name' | 'last_name'>): string {
  const letters = [member.first_name, member.last_name]
    .map((part) => part?.trim()[0] ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}

/** Client-side search: case-insensitive over first name, last name, email and school. */
export function matchesSearch(member: MemberRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [member.first_name, member.last_name, member.email, member.current_school].some((value) =>
    (value ?? '').toLowerCase().includes(needle),
  );
}
