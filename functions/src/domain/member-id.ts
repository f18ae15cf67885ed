// Member and club IDs are human readable and unique: a prefix, the year they were issued
// and a number from one association-wide counter that never repeats.

export const MEMBER_ID_PREFIX = 'IL';
export const CLUB_ID_PREFIX = 'ILC';

function format(prefix: string, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`A sequence number starts at 1: ${sequence}`);
  }
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** 'IL-2026-000123' for the 123rd member ID ever issued, issued in 2026. */
export function formatMemberId(year: number, sequence: number): string {
  return format(MEMBER_ID_PREFIX, year, sequence);
}

/** 'ILC-2026-000007' for a club. */
export function formatClubId(year: number, sequence: number): string {
  return format(CLUB_ID_PREFIX, year, sequence);
}
