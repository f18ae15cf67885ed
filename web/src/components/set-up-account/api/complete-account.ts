import type { AccountWire } from '@domain/wire/account';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { signedInRequest } from '../../../lib/api/signed-in-request';

import type { AccountProfilePayload } from './account-record';

/** PUT /accounts/{id}/complete: fills in the profile of an account created earlier. */
export function completeAccount(
  config: RuntimeConfig,
  request: { accountId: string; profile: AccountProfilePayload; locale: string },
): Promise<AccountWire> {
  return signedInRequest<AccountWire>(
    config,
    `/accounts/${encodeURIComponent(request.accountId)}/complete`,
    { method: 'PUT', locale: request.locale, body: request.profile },
  );
}
