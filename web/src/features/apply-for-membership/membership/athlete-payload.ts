import { parentName } from '@domain/age';
import { requiresParentName, resolveContactPhone } from '@domain/schemas/athlete-membership';
import type { AccountWire } from '@domain/wire/account';

import type { AthleteMembershipPayload } from '../api/create-membership';

import { athleteFormSchema, type AthleteFormContext } from './athlete-form-schema';
import type { AthleteValues } from './athlete-values';

/** How the account holder relates to the athlete, as written into parent_name. */
export function relationshipText(values: AthleteValues): string {
  const { relationship, relationship_other } = values.relationship_to_athlete;
  return relationship === 'other' ? relationship_other.trim() : relationship;
}

/** 'first last (relationship)' of the account holder when they register a minor; else null. */
export function parentNameFor(
  values: AthleteValues,
  account: Pick<AccountWire, 'first_name' | 'last_name'>,
  today: string,
): string | null {
  const self = values.registration_type === 'self';
  const dateOfBirth = values.personal_info.date_of_birth;
  if (!dateOfBirth || !requiresParentName(dateOfBirth, self, today)) return null;
  return parentName(account.first_name ?? '', account.last_name ?? '', relationshipText(values));
}

/** The athlete membership payload, from values the form schema has accepted. */
export function athleteMembershipPayload(
  values: AthleteValues,
  account: AccountWire,
  context: AthleteFormContext,
  today: string,
): AthleteMembershipPayload {
  const cast = athleteFormSchema(context).validateSync(values, { context: { today } });
  const self = cast.registration_type === 'self';
  return {
    user_id: account.id,
    // Athlete email and phone are optional: the account's stand in.
    email: cast.email ?? account.email,
    personal_info: {
      ...cast.personal_info,
      phone: resolveContactPhone(cast.personal_info.phone, account.phone) ?? undefined,
      parent_name: parentNameFor(values, account, today),
    },
    taekwondo_background: cast.taekwondo_background,
    agreements: cast.agreements,
    membership_tier: cast.membership_tier,
    is_self_registration: self,
    relationship_to_athlete: self
      ? null
      : (cast.relationship_to_athlete as AthleteMembershipPayload['relationship_to_athlete']),
    club_id: cast.club_id,
  };
}
