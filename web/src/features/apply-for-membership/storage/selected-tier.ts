import { ATHLETE_TIERS, isOneOf, type AthleteTier } from '@domain/enums';

import { readSessionItem, writeSessionItem } from './session-storage';

/** The plan chosen on the join page, kept for the whole visit. */
export const SELECTED_TIER_KEY = 'itkd.selectedTier';

export function readSelectedTier(): AthleteTier | null {
  const stored = readSessionItem(SELECTED_TIER_KEY);
  return isOneOf(ATHLETE_TIERS, stored) ? stored : null;
}

/** Remembers a valid ?tier= and answers the tier to start with. */
export function rememberTier(requested: string | null): AthleteTier | null {
  if (isOneOf(ATHLETE_TIERS, requested)) {
    writeSessionItem(SELECTED_TIER_KEY, requested);
    return requested;
  }
  return readSelectedTier();
}
