import type { AdminAccountUpdateInput } from '@domain/schemas/account';

import type { RuntimeConfig } from '../../../config/runtime-config';
import type { ListResult, PageQuery } from '../../../lib/admin/admin-records';
import { callApi } from '../../../lib/api/call-api';
import { accountFromWire, type AccountRecord } from '../../../lib/records/records';

export async function listAccounts(
  config: RuntimeConfig,
  { skip, after, limit, search, deleted }: PageQuery,
): Promise<ListResult<AccountRecord>> {
  const body = await callApi(config, 'GET /accounts', {
    query: { skip, after, limit, search, active_only: false, deleted },
  });
  return { items: body.accounts.map(accountFromWire), total: body.total };
}

export const updateAccount = (
  config: RuntimeConfig,
  id: string,
  payload: AdminAccountUpdateInput,
) => callApi(config, 'PUT /accounts/{id}', { path: { id }, body: payload });

export const softDeleteAccount = (config: RuntimeConfig, id: string) =>
  callApi(config, 'DELETE /accounts/{id}/soft', { path: { id } });

export const restoreAccount = (config: RuntimeConfig, id: string) =>
  callApi(config, 'POST /accounts/{id}/restore', { path: { id } });

/** The administrator's confirmation of an owner's request to erase their data. */
export const eraseAccount = (config: RuntimeConfig, id: string) =>
  callApi(config, 'POST /accounts/{id}/erase', { path: { id } });
