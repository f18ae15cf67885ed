import type { BodyOf } from '@domain/contract/api-endpoints';
import { COUNTRIES, DEFAULT_COUNTRY, GENDERS, isOneOf, type AccountRole } from '@domain/enums';
import { accountProfileSchema, adminAccountUpdateSchema } from '@domain/schemas/account';
import type { AddressInput } from '@domain/schemas/address';

import type { AccountRecord } from '../../lib/records/records';
import { addressValues, type AddressValues } from '../form-fields/address-values';
import { lastPartIn, schemaFieldErrors } from '../form-fields/schema-field-errors';

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

/** What the account's holder edits of it: all but the role. */
export type AccountProfileValues = Omit<AccountFormValues, 'role'>;

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

type AccountBody = BodyOf<'PUT /accounts/{id}'>;
/** An administrator's edit of an account: email and role too. */
export type AdminAccountBody = Extract<AccountBody, { role: unknown }>;
/** The holder's own edit: the email only echoed, the phone required. */
export type MyAccountBody = Exclude<AccountBody, { role: unknown }>;

/** Trimmed, the apartment null when empty; a country off the list is the default one. */
export function addressBody(values: AddressValues): AddressInput {
  return {
    street_number_and_name: values.street_number_and_name.trim(),
    apt_suite_unit_number: values.apt_suite_unit_number.trim() || null,
    city: values.city.trim(),
    state: values.state.trim(),
    zipcode: values.zipcode.trim(),
    country: isOneOf(COUNTRIES, values.country) ? values.country : DEFAULT_COUNTRY,
  };
}

// What both edits send alike: the names, and the address once any part of it was typed.
const namesAndAddress = (values: AccountProfileValues) => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  ...(hasAddress(values) ? { address: addressBody(values) } : {}),
});

/** The holder's edit; date of birth and gender left out when empty. */
export function myAccountBody(values: AccountProfileValues): MyAccountBody {
  return {
    ...namesAndAddress(values),
    email: values.email.trim() || undefined,
    phone: values.phone.trim(),
    ...(values.date_of_birth ? { date_of_birth: values.date_of_birth } : {}),
    ...(isOneOf(GENDERS, values.gender) ? { gender: values.gender } : {}),
  };
}

/** The administrator's edit, which shows neither date of birth nor gender; phone when typed. */
export function adminAccountBody(values: AccountFormValues): AdminAccountBody {
  return {
    ...namesAndAddress(values),
    email: values.email.trim(),
    role: values.role,
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
  };
}

export type AccountFormErrors = Partial<Record<keyof AccountFormValues, string>>;

// An address field's problem is shown under its own name.
export const accountFieldOf = lastPartIn<keyof AccountFormValues>([
  'first_name',
  'last_name',
  'email',
  'phone',
  'date_of_birth',
  'gender',
  'role',
  'street_number_and_name',
  'apt_suite_unit_number',
  'city',
  'state',
  'zipcode',
  'country',
]);

/** The domain's check of the holder's edit, each message key under its field. */
export const myAccountErrors = (values: AccountFormValues): AccountFormErrors =>
  schemaFieldErrors(accountProfileSchema, myAccountBody(values), accountFieldOf);

/** The domain's check of the administrator's edit, each message key under its field. */
export const adminAccountErrors = (values: AccountFormValues): AccountFormErrors =>
  schemaFieldErrors(adminAccountUpdateSchema, adminAccountBody(values), accountFieldOf);
