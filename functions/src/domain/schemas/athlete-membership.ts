import { array, boolean, type InferType } from 'yup';

import { isMinor } from '../age';
import {
  ATHLETE_BELT_RANKS,
  ATHLETE_TIERS,
  COMPETITION_CATEGORIES,
  DEFAULT_TIER,
  GENDERS,
  MEMBERSHIP_ROLES,
  RELATIONSHIPS,
  T_SHIRT_SIZES,
  UNIFORM_SIZES,
} from '../enums';

import { addressSchema } from './address';
import {
  acceptedAgreement,
  blankToUndefined,
  emailField,
  memberDateOfBirth,
  NAME_MAX,
  nullableText,
  oneOfText,
  optionalText,
  phoneField,
  recordIdField,
  requiredText,
  strictObject,
  text,
} from './fields';
import { INVALID_TYPE_MESSAGE, REQUIRED_MESSAGE } from './message-keys';

const toNull = () => null;

export const athletePersonalInfoSchema = strictObject({
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  // Optional: the account's phone stands in (see resolveContactPhone).
  phone: phoneField().optional(),
  date_of_birth: memberDateOfBirth(),
  gender: oneOfText(GENDERS).required(REQUIRED_MESSAGE),
  t_shirt_size: oneOfText(T_SHIRT_SIZES).required(REQUIRED_MESSAGE),
  uniform_size: oneOfText(UNIFORM_SIZES).required(REQUIRED_MESSAGE),
  parent_name: nullableText(2 * NAME_MAX + 30),
  use_account_address: boolean()
    .typeError(INVALID_TYPE_MESSAGE)
    .transform(blankToUndefined)
    .default(false),
  // Using the account address clears the membership's own one.
  address: addressSchema
    .nullable()
    .default(undefined)
    .when('use_account_address', {
      is: true,
      then: (schema) => schema.default(null).transform(toNull),
      otherwise: (schema) => schema.nonNullable(REQUIRED_MESSAGE).required(REQUIRED_MESSAGE),
    }),
});

export const competitionCategoriesField = () =>
  array(oneOfText(COMPETITION_CATEGORIES).required(REQUIRED_MESSAGE))
    .typeError(INVALID_TYPE_MESSAGE)
    .transform((value: unknown) =>
      value === null ? undefined : Array.isArray(value) ? [...new Set(value)] : value,
    )
    .default([]);

export const taekwondoBackgroundSchema = strictObject({
  role: oneOfText(MEMBERSHIP_ROLES).required(REQUIRED_MESSAGE),
  belt_rank: oneOfText(ATHLETE_BELT_RANKS).required(REQUIRED_MESSAGE),
  current_school: requiredText(),
  competition_categories: competitionCategoriesField(),
});

export const agreementsSchema = strictObject({
  code_of_conduct: acceptedAgreement(),
  training_acknowledgement: acceptedAgreement(),
  media_release: acceptedAgreement(),
});

export const relationshipToAthleteSchema = strictObject({
  relationship: oneOfText(RELATIONSHIPS).required(REQUIRED_MESSAGE),
  relationship_other: text(100)
    .nullable()
    .when('relationship', {
      is: 'other',
      then: (schema) => schema.nonNullable(REQUIRED_MESSAGE).required(REQUIRED_MESSAGE),
      otherwise: (schema) => schema.default(null).transform(toNull),
    }),
});

const athleteClubInfoSchema = strictObject({
  club_name: optionalText(),
  club_owner_name: optionalText(),
  club_address: optionalText(300),
  club_email: emailField().optional(),
  club_phone: phoneField().optional(),
});

/** POST /memberships: an athlete, coach or referee applying for themselves or for someone else. */
export const athleteMembershipSchema = strictObject({
  user_id: recordIdField().optional(),
  email: emailField().optional(),
  personal_info: athletePersonalInfoSchema.default(undefined).required(REQUIRED_MESSAGE),
  taekwondo_background: taekwondoBackgroundSchema.default(undefined).required(REQUIRED_MESSAGE),
  agreements: agreementsSchema.default(undefined).required(REQUIRED_MESSAGE),
  membership_tier: oneOfText(ATHLETE_TIERS).default(DEFAULT_TIER),
  is_self_registration: boolean().typeError(INVALID_TYPE_MESSAGE).required(REQUIRED_MESSAGE),
  relationship_to_athlete: relationshipToAthleteSchema
    .nullable()
    .default(undefined)
    .when('is_self_registration', {
      is: false,
      then: (schema) => schema.nonNullable(REQUIRED_MESSAGE).required(REQUIRED_MESSAGE),
      otherwise: (schema) => schema.default(null).transform(toNull),
    }),
  club_info: athleteClubInfoSchema.transform(blankToUndefined).default(undefined).optional(),
  club_id: recordIdField().optional(),
});

export type AthleteMembershipInput = InferType<typeof athleteMembershipSchema>;

/** A minor registered by someone else gets a parent_name. */
export function requiresParentName(
  dateOfBirth: string,
  isSelfRegistration: boolean,
  today: string,
): boolean {
  return !isSelfRegistration && isMinor(dateOfBirth, today);
}

/** The athlete's phone, else the account's; null means the application must be refused. */
export function resolveContactPhone(
  athletePhone: string | null | undefined,
  accountPhone: string | null | undefined,
): string | null {
  return athletePhone?.trim() || accountPhone?.trim() || null;
}
