import {
  ATHLETE_BELT_RANKS,
  COMPETITION_CATEGORIES,
  COUNTRIES,
  formatBeltRank,
  MEMBERSHIP_ROLES,
  RELATIONSHIPS,
  T_SHIRT_SIZES,
  UNIFORM_SIZES,
  US_STATES,
} from '@domain/enums';
import type { IntlShape } from 'react-intl';

import { messageOr } from '../../i18n/message-or';

/** The genders a person picks; 'prefer_not_to_say' is only a club owner's fallback. */
export const PERSON_GENDERS = ['male', 'female', 'other'] as const;

// Stored values stay the spec's English; only what the reader sees is translated.
const countryKey = (country: string) =>
  country
    .replace(/\s+(\w)/g, (_, letter: string) => letter.toUpperCase())
    .replace(/^\w/, (c) => c.toLowerCase());

export const optionLabelIds = {
  gender: (value: string) => `registration.gender.${value}`,
  tShirt: (value: string) => `registration.tShirt.${value}`,
  belt: (value: string) => `registration.belt.${value}`,
  role: (value: string) => `registration.role.${value}`,
  category: (value: string) => `registration.category.${value}`,
  relationship: (value: string) => `registration.relationship.${value}`,
  country: (value: string) => `registration.country.${countryKey(value)}`,
  division: (value: string) => `registration.division.${value}`,
};

export type Option = { value: string; label: string };

/** A stored belt rank (such as 2nd_dan_black_belt) as the reader's language names it. */
export const beltLabel = (intl: IntlShape, rank: string) =>
  messageOr(intl, optionLabelIds.belt(rank), formatBeltRank(rank));

/** A stored age division (such as Senior) as the reader's language names it. */
export const divisionLabel = (intl: IntlShape, division: string) =>
  messageOr(intl, optionLabelIds.division(division), division);

const labelled = (intl: IntlShape, values: readonly string[], id: (value: string) => string) =>
  values.map((value) => ({ value, label: intl.formatMessage({ id: id(value) }) }));

/** Every option list of the wizard, labelled in the reader's language. */
export function optionLists(intl: IntlShape) {
  return {
    genders: labelled(intl, PERSON_GENDERS, optionLabelIds.gender),
    tShirtSizes: labelled(intl, T_SHIRT_SIZES, optionLabelIds.tShirt),
    uniformSizes: UNIFORM_SIZES.map((value) => ({ value, label: value })),
    beltRanks: labelled(intl, ATHLETE_BELT_RANKS, optionLabelIds.belt),
    roles: labelled(intl, MEMBERSHIP_ROLES, optionLabelIds.role),
    relationships: labelled(intl, RELATIONSHIPS, optionLabelIds.relationship),
    countries: labelled(intl, COUNTRIES, optionLabelIds.country),
    usStates: US_STATES.map((state) => ({ value: state.code, label: state.name })),
    categories: labelled(intl, COMPETITION_CATEGORIES, optionLabelIds.category),
  };
}
