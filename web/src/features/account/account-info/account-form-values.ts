import { DEFAULT_COUNTRY } from '@domain/enums';

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
