import { writeSessionItem } from './session-storage';

/**
 * The join page greets the new member from this record and removes it
 *; the key is that page's.
 */
export const REGISTRATION_DATA_KEY = 'itkd.registrationData';

export interface RegistrationSummary {
  personalInfo: { firstName: string; lastName: string; email: string };
  taekwondoInfo: { role: string; beltRank: string };
}

export function saveRegistrationSummary(summary: RegistrationSummary): void {
  writeSessionItem(REGISTRATION_DATA_KEY, JSON.stringify(summary));
}
