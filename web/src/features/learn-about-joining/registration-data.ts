/** Written by the registration wizard, read once by the join page, then removed. */
export const REGISTRATION_DATA_KEY = 'itkd.registrationData';

export interface RegistrationSummary {
  firstName: string | null;
  email: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Accepts the stored JSON ({ personalInfo: { firstName, email }, ... }); anything else is null. */
export function parseRegistrationData(raw: string | null): RegistrationSummary | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || !isRecord(data.personalInfo)) return null;
  return { firstName: text(data.personalInfo.firstName), email: text(data.personalInfo.email) };
}

// Storage may be unavailable (private browsing, blocked cookies); the page then simply greets no one.
export function readRegistrationData(storage: Storage): RegistrationSummary | null {
  try {
    return parseRegistrationData(storage.getItem(REGISTRATION_DATA_KEY));
  } catch {
    return null;
  }
}

export function removeRegistrationData(storage: Storage): void {
  try {
    storage.removeItem(REGISTRATION_DATA_KEY);
  } catch {
    // Nothing to clean up when storage cannot be reached.
  }
}
