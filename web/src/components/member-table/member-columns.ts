/** The columns the member table can show. */
export type MemberColumn =
  'member' | 'email' | 'role' | 'beltRank' | 'division' | 'school' | 'tier' | 'status' | 'payment';

export const DEFAULT_MEMBER_COLUMNS: readonly MemberColumn[] = [
  'member',
  'email',
  'role',
  'beltRank',
  'division',
  'school',
  'tier',
  'status',
  'payment',
];

export const COLUMN_HEADER_IDS: Record<MemberColumn, string> = {
  member: 'memberTable.column.member',
  email: 'memberTable.column.email',
  role: 'memberTable.column.role',
  beltRank: 'memberTable.column.beltRank',
  division: 'memberTable.column.division',
  school: 'memberTable.column.school',
  tier: 'memberTable.column.tier',
  status: 'memberTable.column.status',
  payment: 'memberTable.column.payment',
};
