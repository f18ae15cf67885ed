import type { RuntimeConfig } from '../../config/runtime-config';
import { signedInRequest } from '../admin/admin-request';
import { ApiRequestError } from '../api/api-client';

/** The fields of the caller's account the club wizard prefills and checks. */
export interface OwnerAccount {
  id: string;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  date_of_birth?: string | null;
  gender?: string | null;
}

/** GET /accounts/me/all: the caller's account, or null when there is none yet. */
export async function getOwnerAccount(config: RuntimeConfig): Promise<OwnerAccount | null> {
  try {
    const { accounts } = await signedInRequest<{ accounts: OwnerAccount[] }>(
      config,
      '/accounts/me/all',
    );
    return accounts?.[0] ?? null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
