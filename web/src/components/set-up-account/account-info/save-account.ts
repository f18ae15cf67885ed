import type { AccountWire } from '@domain/wire/account';

import type { RuntimeConfig } from '../../../config/runtime-config';
import { ApiRequestError } from '../../../lib/api/api-client';
import type { AccountProfileValues } from '../../account-form/account-form-values';
import { completeAccount } from '../api/complete-account';
import { createAccount } from '../api/create-account';
import { currentIdentity } from '../api/current-identity';
import { accountCompletionError, accountError, firstError } from '../wizard-error';
import type { WizardMessage } from '../wizard-message';

import { accountProfilePayload } from './account-info-values';

export type SaveAccountOutcome =
  { ok: true } | { ok: false; failure: WizardMessage; securityCheckSpent: boolean };

/** Step 2's request: creates the account (spec payload) or completes the existing one. */
export async function saveAccount(
  config: RuntimeConfig,
  request: {
    values: AccountProfileValues;
    existing: AccountWire | null;
    securityCheckId: string | null;
    locale: string;
  },
): Promise<SaveAccountOutcome> {
  const { existing, locale } = request;
  const profile = accountProfilePayload(request.values);
  try {
    const identity = await currentIdentity(config);
    if (!identity) return { ok: false, failure: firstError(), securityCheckSpent: false };
    if (existing) {
      await completeAccount(config, {
        accountId: existing.id,
        profile,
        locale,
      });
    } else {
      await createAccount(config, {
        uid: identity.uid,
        email: identity.email,
        authMethod: identity.authMethod,
        profile,
        securityCheckId: request.securityCheckId,
        locale,
      });
    }
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      failure: firstError(existing ? accountCompletionError(error) : accountError(error)),
      securityCheckSpent: error instanceof ApiRequestError && error.code === 'CAPTCHA_REQUIRED',
    };
  }
}
