import { completeAccountSchema } from '@domain/schemas/account';
import type { AccountWire } from '@domain/wire/account';

import { accountFromWire } from '../../../lib/records/records';
import {
  accountFieldOf,
  accountFormValues,
  addressBody,
  myAccountBody,
  splitDisplayName,
  type AccountFormErrors,
  type AccountProfileValues,
} from '../../account-form/account-form-values';
import { addressValues } from '../../form-fields/address-values';
import { schemaFieldErrors } from '../../form-fields/schema-field-errors';
import type { AccountProfilePayload } from '../api/account-record';

/** What the form starts with: the account's own data, else the sign-in's name and email. */
export function accountInfoValues(
  account: AccountWire | null,
  identity: { email: string; displayName: string | null },
): AccountProfileValues {
  if (account) {
    const { role: _role, ...values } = accountFormValues(
      accountFromWire(account),
      identity.displayName,
    );
    return { ...values, email: values.email || identity.email };
  }
  const [first, last] = splitDisplayName(identity.displayName);
  return {
    first_name: first,
    last_name: last,
    email: identity.email,
    phone: '',
    date_of_birth: '',
    gender: '',
    ...addressValues(),
  };
}

// The holder's edit, always with the address: completing an account requires one.
const completionBody = (values: AccountProfileValues) => ({
  ...myAccountBody(values),
  address: addressBody(values),
});

/** The domain's completion check, each message key under its field (address ones too). */
export const accountInfoErrors = (values: AccountProfileValues): AccountFormErrors =>
  schemaFieldErrors(completeAccountSchema, completionBody(values), accountFieldOf);

/** The shared schema casts as it validates: trimmed text, upper-case state, null apartment. */
export function accountProfilePayload(values: AccountProfileValues): AccountProfilePayload {
  const { email: _email, ...profile } = completeAccountSchema.validateSync(completionBody(values));
  return profile;
}
