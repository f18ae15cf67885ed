import type { BodyOf } from '@domain/contract/api-endpoints';

import type { RuntimeConfig } from '../../config/runtime-config';
import { callApi } from '../api/call-api';

// The handover at 18, all through the API: the parent's (or an administrator's) invitation
// and the athlete's answer.

/** The handovers due or in progress of the memberships the reader holds. */
export const myHandovers = (config: RuntimeConfig) => callApi(config, 'GET /handover/me');

/** One membership's handover (its holder or an administrator). */
export const membershipHandover = (config: RuntimeConfig, id: string) =>
  callApi(config, 'GET /memberships/{id}/handover', { path: { id } });

/** Sends (or sends again) the invitation to the athlete's own email. */
export const inviteAthlete = (
  config: RuntimeConfig,
  id: string,
  body: BodyOf<'POST /memberships/{id}/handover/invitation'>,
  locale: string,
) => callApi(config, 'POST /memberships/{id}/handover/invitation', { path: { id }, body, locale });

/** Cancels the invitation in flight. */
export const cancelHandoverInvitation = (config: RuntimeConfig, id: string) =>
  callApi(config, 'DELETE /memberships/{id}/handover/invitation', { path: { id } });

/** The invitation the athlete opened, for their signed-in address. */
export const handoverInvitation = (config: RuntimeConfig, code: string) =>
  callApi(config, 'GET /handover/invitations/{code}', { path: { code } });

export const acceptHandover = (config: RuntimeConfig, code: string, parentReadAccess: boolean) =>
  callApi(config, 'POST /handover/invitations/{code}/accept', {
    path: { code },
    body: { parent_read_access: parentReadAccess },
  });

export const declineHandover = (config: RuntimeConfig, code: string) =>
  callApi(config, 'POST /handover/invitations/{code}/decline', { path: { code } });
