import { COUNTRIES, DEFAULT_COUNTRY, GENDERS, isOneOf } from '@domain/enums';
import type { AccountProfileInput } from '@domain/schemas/account';

import type { AccountRecord } from '../../../lib/records/records';

export interface AccountFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  gender: string;
  street: string;
  apt: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

/** Edit starts from the account, falling back to the split display name. */
export function accountFormValues(
  account: AccountRecord,
  displayName: string | null,
): AccountFormValues {
  const [first = '', ...rest] = (displayName ?? '').trim().split(/\s+/);
  return {
    firstName: account.firstName || first,
    lastName: account.lastName || rest.join(' '),
    phone: account.phone ?? '',
    dateOfBirth: account.dateOfBirth ?? '',
    gender: account.gender ?? '',
    street: account.address?.streetNumberAndName ?? '',
    apt: account.address?.aptSuiteUnitNumber ?? '',
    city: account.address?.city ?? '',
    state: account.address?.state ?? '',
    zipcode: account.address?.zipcode ?? '',
    country: account.address?.country || DEFAULT_COUNTRY,
  };
}

const hasAddress = (values: AccountFormValues) =>
  [values.street, values.apt, values.city, values.state, values.zipcode].some((v) => v.trim());

/** Fields left empty, by name: names and phone always; the address once any part is given. */
export function missingAccountFields(values: AccountFormValues): (keyof AccountFormValues)[] {
  const required: (keyof AccountFormValues)[] = ['firstName', 'lastName', 'phone'];
  if (hasAddress(values)) {
    required.push('street', 'city', 'zipcode');
    if (values.country === DEFAULT_COUNTRY) required.push('state');
  }
  return required.filter((field) => !values[field].trim());
}

/** snake_case, date of birth and gender omitted when empty. */
export function accountPayload(values: AccountFormValues, email: string): AccountProfileInput {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: email || undefined,
    phone: values.phone.trim(),
    ...(values.dateOfBirth ? { date_of_birth: values.dateOfBirth } : {}),
    ...(isOneOf(GENDERS, values.gender) ? { gender: values.gender } : {}),
    ...(hasAddress(values)
      ? {
          address: {
            street_number_and_name: values.street.trim(),
            apt_suite_unit_number: values.apt.trim() || null,
            city: values.city.trim(),
            state: values.state.trim(),
            zipcode: values.zipcode.trim(),
            country: isOneOf(COUNTRIES, values.country) ? values.country : DEFAULT_COUNTRY,
          },
        }
      : {}),
  };
}
