import type { AdminAccountUpdateInput } from '@domain/schemas/account';
import type { AccountListWire, AccountWire } from '@domain/wire/account';

import type { RuntimeConfig } from '../../../config/runtime-config';
import type { ListResult, PageQuery } from '../../../lib/admin/admin-records';
import { queryString } from '../../../lib/api/query-string';
import { signedInRequest } from '../../../lib/api/signed-in-request';
import { accountFromWire, type AccountRecord } from '../../../lib/records/records';

export async function listAccounts(
  config: RuntimeConfig,
  { skip, after, limit, search, deleted }: PageQuery,
): Promise<ListResult<AccountRecord>> {
  const query = queryString({ skip, after, limit, search, active_only: false, deleted });
  const body = await signedInRequest<AccountListWire>(config, `/accounts${query}`);
  return { items: (body.accounts ?? []).map(accountFromWire), total: body.total ?? 0 };
}

export const updateAccount = (
  config: RuntimeConfig,
  id: string,
  payload: AdminAccountUpdateInput,
) =>
  signedInRequest<AccountWire>(config, `/accounts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
  });

export const softDeleteAccount = (config: RuntimeConfig, id: string) =>
  signedInRequest<unknown>(config, `/accounts/${encodeURIComponent(id)}/soft`, {
    method: 'DELETE',
  });

export const restoreAccount = (config: RuntimeConfig, id: string) =>
  signedInRequest<unknown>(config, `/accounts/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
  });

/** The administrator's confirmation of an owner's request to erase their data. */
export const eraseAccount = (config: RuntimeConfig, id: string) =>
  signedInRequest<unknown>(config, `/accounts/${encodeURIComponent(id)}/erase`, {
    method: 'POST',
  });
