import type { AccountRole } from '@domain/enums';

import type { AccountRecord } from '../../lib/records/records';
import { addressValues, type AddressValues } from '../form-fields/address-values';

/**
 * An account as every account form holds it (the owner's tab, the administrator's dialog),
 * in the domain schemas' names; every field a string so inputs stay controlled.
 */
export interface AccountFormValues extends AddressValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  gender: string;
  role: AccountRole;
}

/** Splits a provider's display name ('Ana María López') into first and last name. */
export function splitDisplayName(displayName: string | null): [string, string] {
  const parts = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return [parts[0] ?? '', ''];
  return [parts.slice(0, -1).join(' '), parts[parts.length - 1]];
}

/** Starts from the account; a name it lacks comes from the sign-in's display name. */
export function accountFormValues(
  account: AccountRecord,
  displayName: string | null = null,
): AccountFormValues {
  const [first, last] = splitDisplayName(displayName);
  const address = account.address;
  return {
    first_name: account.firstName || first,
    last_name: account.lastName || last,
    email: account.email,
    phone: account.phone ?? '',
    date_of_birth: account.dateOfBirth ?? '',
    gender: account.gender ?? '',
    role: account.role,
    ...addressValues(
      address && {
        street_number_and_name: address.streetNumberAndName,
        apt_suite_unit_number: address.aptSuiteUnitNumber,
        city: address.city,
        state: address.state,
        zipcode: address.zipcode,
        country: address.country || undefined,
      },
    ),
  };
}

/** Whether any part of the address was typed. */
export const hasAddress = (values: AddressValues) =>
  [
    values.street_number_and_name,
    values.apt_suite_unit_number,
    values.city,
    values.state,
    values.zipcode,
  ].some((value) => value.trim());
