import { parseIsoDate } from './dates';
import type { AgeDivision } from './enums';

export { addYearsIso, isValidIsoDate, todayIso } from './dates';

export const MIN_MEMBER_AGE = 6;
export const MINOR_AGE = 18;

function parseOrThrow(iso: string) {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  return date;
}

/**
 * Whole years between a date of birth and today. Someone born on 29 February
 * turns a year older on 1 March in non-leap years, the common legal reading.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const born = parseOrThrow(dateOfBirth);
  const now = parseOrThrow(today);
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

export function divisionFor(
  dateOfBirth: string,
  today: string,
  explicit?: AgeDivision | null,
): AgeDivision {
  if (explicit) return explicit;
  const age = ageOn(dateOfBirth, today);
  if (age <= 14) return 'Youth';
  if (age <= 17) return 'Cadet';
  if (age <= 20) return 'Junior';
  if (age <= 32) return 'Senior';
  return 'Masters';
}

export function isMinor(dateOfBirth: string, today: string): boolean {
  return ageOn(dateOfBirth, today) < MINOR_AGE;
}

export function isOldEnoughToJoin(dateOfBirth: string, today: string): boolean {
  return ageOn(dateOfBirth, today) >= MIN_MEMBER_AGE;
}

/** The parent_name stored for a minor registered by someone else: 'first last (relationship)'. */
export function parentName(firstName: string, lastName: string, relationship: string): string {
  const name = [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
  const rel = relationship.trim();
  return rel ? `${name} (${rel})` : name;
}
