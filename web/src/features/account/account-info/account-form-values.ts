import { COUNTRIES, DEFAULT_COUNTRY, GENDERS, isOneOf } from '@domain/enums';
import type { AccountProfileInput } from '@domain/schemas/account';

import {
  hasAddress,
  type AccountFormValues,
} from '../../../components/account-form/account-form-values';

/** Fields left empty, by name: names and phone always; the address once any part is given. */
export function missingAccountFields(values: AccountFormValues): (keyof AccountFormValues)[] {
  const required: (keyof AccountFormValues)[] = ['first_name', 'last_name', 'phone'];
  if (hasAddress(values)) {
    required.push('street_number_and_name', 'city', 'zipcode');
    if (values.country === DEFAULT_COUNTRY) required.push('state');
  }
  return required.filter((field) => !values[field].trim());
}

/** snake_case, date of birth and gender omitted when empty. */
export function accountPayload(values: AccountFormValues): AccountProfileInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email || undefined,
    phone: values.phone.trim(),
    ...(values.date_of_birth ? { date_of_birth: values.date_of_birth } : {}),
    ...(isOneOf(GENDERS, values.gender) ? { gender: values.gender } : {}),
    ...(hasAddress(values)
      ? {
          address: {
            street_number_and_name: values.street_number_and_name.trim(),
            apt_suite_unit_number: values.apt_suite_unit_number.trim() || null,
            city: values.city.trim(),
            state: values.state.trim(),
            zipcode: values.zipcode.trim(),
            country: isOneOf(COUNTRIES, values.country) ? values.country : DEFAULT_COUNTRY,
          },
        }
      : {}),
  };
}
