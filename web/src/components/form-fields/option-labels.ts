import {
  ATHLETE_BELT_RANKS,
  COMPETITION_CATEGORIES,
  COUNTRIES,
  COUNTRY_REGIONS,
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

export const optionLabelIds = {
  gender: (value: string) => `registration.gender.${value}`,
  tShirt: (value: string) => `registration.tShirt.${value}`,
  belt: (value: string) => `registration.belt.${value}`,
  role: (value: string) => `registration.role.${value}`,
  category: (value: string) => `registration.category.${value}`,
  relationship: (value: string) => `registration.relationship.${value}`,
  division: (value: string) => `registration.division.${value}`,
};

export type Option = { value: string; label: string };

/** A stored belt rank (such as 2nd_dan_black_belt) as the reader's language names it. */
export const beltLabel = (intl: IntlShape, rank: string) =>
  messageOr(intl, optionLabelIds.belt(rank), formatBeltRank(rank));

/** A stored age division (such as Senior) as the reader's language names it. */
export const divisionLabel = (intl: IntlShape, division: string) =>
  messageOr(intl, optionLabelIds.division(division), division);

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A stored country (the spec's English name) as the reader's language names it, from the
 * browser's own region names; 'Other' from the catalogue, anything else as it was written.
 */
export function countryLabel(intl: IntlShape, country: string): string {
  if (country === 'Other') return intl.formatMessage({ id: 'registration.country.other' });
  if (!Object.hasOwn(COUNTRY_REGIONS, country)) return country;
  const region = COUNTRY_REGIONS[country as keyof typeof COUNTRY_REGIONS];
  let names = regionNames.get(intl.locale);
  if (!names) {
    names = new Intl.DisplayNames([intl.locale], { type: 'region', fallback: 'none' });
    regionNames.set(intl.locale, names);
  }
  return names.of(region) ?? country;
}

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
    countries: COUNTRIES.map((value) => ({ value, label: countryLabel(intl, value) })),
    usStates: US_STATES.map((state) => ({ value: state.code, label: state.name })),
    categories: labelled(intl, COMPETITION_CATEGORIES, optionLabelIds.category),
  };
}
