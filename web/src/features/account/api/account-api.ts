import type { MembershipUpdatePayload } from '../../../components/membership-edit/membership-form-values';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { signedInRequest } from '../../../lib/api/signed-in-request';
import type { AddressRecord } from '../../../lib/records/records';

// Writes of My Account: all through the API (the rules deny every client write).

export interface AddressPayload {
  street_number_and_name: string;
  apt_suite_unit_number: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

export function addressPayload(address: AddressRecord): AddressPayload {
  return {
    street_number_and_name: address.streetNumberAndName.trim(),
    apt_suite_unit_number: address.aptSuiteUnitNumber?.trim() || null,
    city: address.city.trim(),
    state: address.state.trim(),
    zipcode: address.zipcode.trim(),
    country: address.country || 'United States',
  };
}

export interface AccountPayload {
  first_name: string;
  last_name: string;
  email?: string;
  phone: string;
  date_of_birth?: string;
  gender?: string;
  address?: AddressPayload;
}

/** PUT /accounts/{id}: date of birth and gender are left out when empty. */
export function updateAccount(
  config: RuntimeConfig,
  id: string,
  payload: AccountPayload,
  locale: string,
) {
  return signedInRequest<unknown>(config, `/accounts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
    locale,
  });
}

/** PUT /memberships/{id} by its owner: personal details, categories and email. */
export function updateMembership(
  config: RuntimeConfig,
  id: string,
  payload: MembershipUpdatePayload,
  locale: string,
) {
  return signedInRequest<unknown>(config, `/memberships/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
    locale,
  });
}

export interface ClubInfoPayload {
  club_name: string;
  club_owner_name: string;
  club_address: string;
  club_email: string;
  club_phone: string;
  club_logo: string | null;
}

/** PUT /club-memberships/{id} with {club_info}. */
export function updateClub(
  config: RuntimeConfig,
  id: string,
  clubInfo: ClubInfoPayload,
  locale: string,
) {
  return signedInRequest<unknown>(config, `/club-memberships/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { club_info: clubInfo },
    locale,
  });
}
