import type { AccountProfileInput } from '../../domain/schemas/account';
import type { AccountWire } from '../../domain/wire/account';
import type { StoredAccount } from '../../firestore/collections/accounts';
import { addressFromWire, addressToWire } from '../shared/address.mapper';
import { isoOrNull } from '../shared/iso-date';

import type { AccountProfile } from './account.model';

// The HTTP API speaks the spec's snake_case; Firestore keeps camelCase.

/** Only the fields present in the body, so a partial update leaves the rest alone. */
export function profileFromWire(input: Partial<AccountProfileInput>): Partial<AccountProfile> {
  const profile: Partial<AccountProfile> = {};
  if (input.first_name !== undefined) profile.firstName = input.first_name;
  if (input.last_name !== undefined) profile.lastName = input.last_name;
  if (input.phone !== undefined) profile.phone = input.phone || null;
  if (input.date_of_birth !== undefined) profile.dateOfBirth = input.date_of_birth || null;
  if (input.gender !== undefined) profile.gender = input.gender || null;
  if (input.address !== undefined) profile.address = addressFromWire(input.address);
  return profile;
}

export function accountToWire(account: StoredAccount): AccountWire {
  return {
    id: account.uid,
    firebase_user_id: account.uid,
    email: account.email,
    auth_method: account.authMethod,
    role: account.role,
    is_active: account.isActive,
    first_name: account.firstName,
    last_name: account.lastName,
    phone: account.phone,
    date_of_birth: account.dateOfBirth,
    gender: account.gender,
    address: addressToWire(account.address),
    created_at: isoOrNull(account.createdAt),
    updated_at: isoOrNull(account.updatedAt),
    last_login_at: isoOrNull(account.lastLoginAt),
    deletion_requested_at: isoOrNull(account.deletionRequestedAt),
    deleted_at: isoOrNull(account.deletedAt),
  };
}
