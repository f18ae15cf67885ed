import type { CertificationInput } from '@domain/schemas/certification';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';

/** A page of a membership's certifications, latest expiry first. */
export const listCertifications = (config: RuntimeConfig, membershipId: string, after?: string) =>
  callApi(config, 'GET /memberships/{id}/certifications', {
    path: { id: membershipId },
    query: after ? { after } : {},
  });

export const recordCertification = (
  config: RuntimeConfig,
  membershipId: string,
  body: CertificationInput,
) => callApi(config, 'POST /memberships/{id}/certifications', { path: { id: membershipId }, body });

export const removeCertification = (config: RuntimeConfig, id: string) =>
  callApi(config, 'DELETE /certifications/{id}', { path: { id } });
