import { formatIsoDateLocal, todayIso } from '@domain/dates';
import { formatCents, PRICES_CENTS } from '@domain/pricing';
import type { AccountWire } from '@domain/wire/account';
import type { IntlShape } from 'react-intl';

import { countryLabel, optionLabelIds } from '../../../components/form-fields/option-labels';
import { parentNameFor, relationshipText } from '../membership/athlete-payload';
import type { AthleteValues } from '../membership/athlete-values';
import { divisionPreview } from '../membership/division-preview';

export interface ReviewRow {
  labelId: string;
  value: string;
}

const label = (intl: IntlShape, id: string) => intl.formatMessage({ id });

function addressLine(intl: IntlShape, values: AthleteValues['personal_info']['address']): string {
  return [
    values.street_number_and_name,
    values.apt_suite_unit_number,
    values.city,
    [values.state, values.zipcode].filter(Boolean).join(' '),
    countryLabel(intl, values.country),
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The application as the reader will send it, one labelled line per answer. */
export function reviewRows(
  intl: IntlShape,
  values: AthleteValues,
  account: AccountWire,
): ReviewRow[] {
  const today = todayIso();
  const personal = values.personal_info;
  const background = values.taekwondo_background;
  const division = divisionPreview(personal.date_of_birth, today);
  const parent = parentNameFor(values, account, today);
  const self = values.registration_type === 'self';
  const rows: (ReviewRow | null)[] = [
    {
      labelId: 'registration.review.forWhom',
      value: self
        ? label(intl, 'registration.membership.forMyself')
        : `${label(intl, 'registration.membership.forSomeoneElse')} (${
            values.relationship_to_athlete.relationship === 'other'
              ? relationshipText(values)
              : label(intl, optionLabelIds.relationship(relationshipText(values)))
          })`,
    },
    {
      labelId: 'registration.review.athlete',
      value: `${personal.first_name.trim()} ${personal.last_name.trim()}`,
    },
    {
      labelId: 'registration.field.dateOfBirth',
      value: formatIsoDateLocal(personal.date_of_birth, intl.locale, { dateStyle: 'long' }),
    },
    division
      ? {
          labelId: 'registration.review.division',
          value: label(intl, optionLabelIds.division(division)),
        }
      : null,
    parent ? { labelId: 'registration.review.parentName', value: parent } : null,
    {
      labelId: 'registration.field.gender',
      value: label(intl, optionLabelIds.gender(personal.gender)),
    },
    {
      labelId: 'registration.review.sizes',
      value: `${label(intl, optionLabelIds.tShirt(personal.t_shirt_size))} / ${personal.uniform_size}`,
    },
    { labelId: 'registration.field.email', value: values.email.trim() || account.email },
    { labelId: 'registration.field.phone', value: personal.phone.trim() || (account.phone ?? '') },
    {
      labelId: 'registration.review.address',
      value: personal.use_account_address
        ? label(intl, 'registration.membership.sameAddress')
        : addressLine(intl, personal.address),
    },
    {
      labelId: 'registration.field.role',
      value: label(intl, optionLabelIds.role(background.role)),
    },
    {
      labelId: 'registration.field.beltRank',
      value: label(intl, optionLabelIds.belt(background.belt_rank)),
    },
    { labelId: 'registration.field.currentSchool', value: background.current_school.trim() },
    {
      labelId: 'registration.field.categories',
      value:
        background.competition_categories
          .map((category) => label(intl, optionLabelIds.category(category)))
          .join(', ') || label(intl, 'registration.review.none'),
    },
    {
      labelId: 'registration.review.plan',
      value: `${label(intl, `registration.tier.${values.membership_tier}`)}: ${formatCents(
        PRICES_CENTS[values.membership_tier],
        intl.locale,
      )}`,
    },
  ];
  return rows.filter((row): row is ReviewRow => row !== null);
}
