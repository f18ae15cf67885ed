import type { AdminAccountBody } from '../../../components/account-form/account-form-values';
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

/** PUT /accounts/{id} as an administrator, who may change the email and role. */
export const adminUpdateAccount = (config: RuntimeConfig, id: string, body: AdminAccountBody) =>
  callApi(config, 'PUT /accounts/{id}', { path: { id }, body });

export const softDeleteAccount = (config: RuntimeConfig, id: string) =>
  callApi(config, 'DELETE /accounts/{id}/soft', { path: { id } });

export const restoreAccount = (config: RuntimeConfig, id: string) =>
  callApi(config, 'POST /accounts/{id}/restore', { path: { id } });

/** The administrator's confirmation of an owner's request to erase their data. */
export const eraseAccount = (config: RuntimeConfig, id: string) =>
  callApi(config, 'POST /accounts/{id}/erase', { path: { id } });
