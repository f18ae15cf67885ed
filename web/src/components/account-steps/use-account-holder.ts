import { useCallback, useEffect, useState } from 'react';

import { useConfig } from '../../config/config-context';

import type { AccountRecord } from './api/account-record';
import { currentIdentity, type CurrentIdentity } from './api/current-identity';
import { getMyAccount } from './api/get-my-account';

/** The signed-in person as the account steps need them: identity and account, if any. */
export interface AccountHolder {
  identity: CurrentIdentity;
  account: AccountRecord | null;
}

export type AccountHolderState =
  | { status: 'signed-out' | 'loading' }
  | { status: 'ready'; holder: AccountHolder }
  | { status: 'failed' };

/** Loads the account holder whenever the signed-in user changes; `load` refreshes on demand. */
export function useAccountHolder(uid: string | null) {
  const config = useConfig();
  const [state, setState] = useState<AccountHolderState>({
    status: uid ? 'loading' : 'signed-out',
  });

  const load = useCallback(async (): Promise<AccountHolder | null> => {
    const identity = await currentIdentity(config);
    if (!identity) {
      setState({ status: 'signed-out' });
      return null;
    }
    const holder = { identity, account: await getMyAccount(config, identity.idToken) };
    setState({ status: 'ready', holder });
    return holder;
  }, [config]);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    load().catch((error: unknown) => {
      console.warn('Loading the account failed', error);
      if (current) setState({ status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [uid, load]);

  // A new sign-in is loading until its first answer, whatever the previous user's state was.
  const shown: AccountHolderState = !uid
    ? { status: 'signed-out' }
    : state.status === 'signed-out'
      ? { status: 'loading' }
      : state;
  return { state: shown, load };
}
