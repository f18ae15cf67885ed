import type { AccountWire } from '@domain/wire/account';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';

import type { AccountProfilePayload } from './account-record';

/** PUT /accounts/{id}/complete: fills in the profile of an account created earlier. */
export function completeAccount(
  config: RuntimeConfig,
  request: { accountId: string; profile: AccountProfilePayload; locale: string },
): Promise<AccountWire> {
  return callApi(config, 'PUT /accounts/{id}/complete', {
    path: { id: request.accountId },
    locale: request.locale,
    body: request.profile,
  });
}
