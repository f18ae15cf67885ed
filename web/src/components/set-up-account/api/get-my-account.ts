import type { AccountWire } from '@domain/wire/account';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { ApiRequestError } from '../../../lib/api/api-client';
import { callApi } from '../../../lib/api/call-api';

/** GET /accounts/me/all: the caller's account, or null when they have none yet (404). */
export async function getMyAccount(config: RuntimeConfig): Promise<AccountWire | null> {
  try {
    const { accounts } = await callApi(config, 'GET /accounts/me/all');
    return accounts[0] ?? null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
