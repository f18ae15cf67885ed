import { completeAccountSchema } from '@domain/schemas/account';
import type { AccountWire } from '@domain/wire/account';

import { splitDisplayName } from '../../account-form/account-form-values';
import { addressValues, type AddressValues } from '../../form-fields/address-values';
import type { AccountProfilePayload } from '../api/account-record';

export interface AccountInfoValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  gender: string;
  address: AddressValues;
}

/** What the form starts with: the account's own data, else the sign-in's name and email. */
export function accountInfoValues(
  account: AccountWire | null,
  identity: { email: string; displayName: string | null },
): AccountInfoValues {
  const [first, last] = splitDisplayName(identity.displayName);
  return {
    first_name: account?.first_name || first,
    last_name: account?.last_name || last,
    email: account?.email || identity.email,
    phone: account?.phone ?? '',
    date_of_birth: account?.date_of_birth ?? '',
    gender: account?.gender ?? '',
    address: addressValues(account?.address),
  };
}

/** The shared schema casts as it validates: trimmed text, upper-case state, null apartment. */
export function accountProfilePayload(values: AccountInfoValues): AccountProfilePayload {
  const { email: _email, ...profile } = completeAccountSchema.validateSync(values);
  return profile as AccountProfilePayload;
}
