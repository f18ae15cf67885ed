import { divisionFor } from '@domain/age';
import { isValidIsoDate } from '@domain/dates';
import type { AgeDivision } from '@domain/enums';

/** The age division a date of birth falls in today, or null until the date is complete. */
export function divisionPreview(dateOfBirth: string, today: string): AgeDivision | null {
  if (!isValidIsoDate(dateOfBirth) || dateOfBirth > today) return null;
  return divisionFor(dateOfBirth, today);
}
