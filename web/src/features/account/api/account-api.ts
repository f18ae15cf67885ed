import type { MyAccountBody } from '../../../components/account-form/account-form-values';
import type { ClubUpdateBody } from '../../../components/club-edit/club-form-values';
import type { MembershipUpdatePayload } from '../../../components/membership-edit/membership-form-values';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';

// Writes of My Account: all through the API (the rules deny every client write).

/** PUT /accounts/{id} by the account's holder: their own profile. */
export function updateMyAccount(
  config: RuntimeConfig,
  id: string,
  body: MyAccountBody,
  locale: string,
) {
  return callApi(config, 'PUT /accounts/{id}', { path: { id }, body, locale });
}

/** PUT /memberships/{id} by its owner: personal details, categories and email. */
export function updateMembership(
  config: RuntimeConfig,
  id: string,
  payload: MembershipUpdatePayload,
  locale: string,
) {
  return callApi(config, 'PUT /memberships/{id}', { path: { id }, body: payload, locale });
}

/** PUT /club-memberships/{id} by the club's owner: its details and logo. */
export function updateClub(
  config: RuntimeConfig,
  id: string,
  body: ClubUpdateBody,
  locale: string,
) {
  return callApi(config, 'PUT /club-memberships/{id}', { path: { id }, body, locale });
}
