import type { AuthMethod } from '@domain/enums';
import type { AccountWire } from '@domain/wire/account';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { callApi } from '../../../lib/api/call-api';

import type { AccountProfilePayload } from './account-record';

export interface CreateAccountRequest {
  uid: string;
  email: string;
  authMethod: AuthMethod;
  profile: AccountProfilePayload;
  /** The security check passed before an email sign-up; the API requires it for that method. */
  securityCheckId: string | null;
  locale: string;
}

/** POST /accounts with the spec's create payload. */
export function createAccount(
  config: RuntimeConfig,
  request: CreateAccountRequest,
): Promise<AccountWire> {
  return callApi(config, 'POST /accounts', {
    locale: request.locale,
    headers: request.securityCheckId ? { 'X-Security-Check': request.securityCheckId } : {},
    body: {
      firebase_user_id: request.uid,
      email: request.email,
      auth_method: request.authMethod,
      role: 'member',
      ...request.profile,
    },
  });
}
