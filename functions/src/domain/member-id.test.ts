import { formatClubId, formatMemberId } from './member-id';

describe('member IDs', () => {
  it('reads as the prefix, the year and a six-digit number', () => {
    expect(formatMemberId(2026, 123)).toBe('IL-2026-000123');
    expect(formatClubId(2026, 7)).toBe('ILC-2026-000007');
  });

  it('keeps growing past six digits instead of repeating', () => {
    expect(formatMemberId(2031, 1_000_000)).toBe('IL-2031-1000000');
  });

  it('refuses a sequence number below one', () => {
    expect(() => formatMemberId(2026, 0)).toThrow(RangeError);
  });
});
