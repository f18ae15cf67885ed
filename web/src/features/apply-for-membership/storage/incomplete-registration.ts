import { ATHLETE_TIERS, isOneOf, type AthleteTier } from '@domain/enums';

import { readSessionItem, writeSessionItem } from './session-storage';

/**
 * An email registration that stopped at 'Check Your Email': the account exists, the
 * membership application does not yet. My Account resumes it at the membership step.
 */
export interface IncompleteRegistration {
  uid: string;
  email: string;
  tier: AthleteTier;
}

export const INCOMPLETE_REGISTRATION_KEY = 'itkd.incompleteRegistration';

export function saveIncompleteRegistration(registration: IncompleteRegistration): void {
  writeSessionItem(INCOMPLETE_REGISTRATION_KEY, JSON.stringify(registration));
}

export function clearIncompleteRegistration(): void {
  writeSessionItem(INCOMPLETE_REGISTRATION_KEY, null);
}

/** The saved registration of this user, if any; another user's record is ignored. */
export function readIncompleteRegistration(uid: string): IncompleteRegistration | null {
  const raw = readSessionItem(INCOMPLETE_REGISTRATION_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (record.uid !== uid || typeof record.email !== 'string') return null;
    const tier = isOneOf(ATHLETE_TIERS, record.tier) ? record.tier : 'champion';
    return { uid, email: record.email, tier };
  } catch {
    return null;
  }
}
