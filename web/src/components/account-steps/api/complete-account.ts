import type { AccountWire } from '@domain/wire/account';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { apiRequest } from '../../../lib/api/api-client';

import type { AccountProfilePayload } from './account-record';

/** PUT /accounts/{id}/complete: fills in the profile of an account created earlier. */
export function completeAccount(
  config: RuntimeConfig,
  request: { idToken: string; accountId: string; profile: AccountProfilePayload; locale: string },
): Promise<AccountWire> {
  return apiRequest<AccountWire>(
    config,
    `/accounts/${encodeURIComponent(request.accountId)}/complete`,
    { method: 'PUT', idToken: request.idToken, locale: request.locale, body: request.profile },
  );
}
