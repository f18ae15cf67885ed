import type { AccountWire } from '@domain/wire/account';
import { useCallback, useEffect, useState } from 'react';

import { useConfig } from '../../config/config-context';
import type { RuntimeConfig } from '../../config/runtime-config';

import { currentIdentity, type CurrentIdentity } from './api/current-identity';
import { getMyAccount } from './api/get-my-account';

/** The signed-in person as the account steps need them: identity and account, if any. */
export interface AccountHolder {
  identity: CurrentIdentity;
  account: AccountWire | null;
}

/** What a wizard knows of the signed-in person: nobody yet, loading, loaded or failed. */
export type SignedInState<T> =
  { status: 'signed-out' | 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

export type AccountHolderState = SignedInState<AccountHolder>;

/** The signed-in person's identity and account; null when nobody is signed in. */
export async function loadAccountHolder(config: RuntimeConfig): Promise<AccountHolder | null> {
  const identity = await currentIdentity(config);
  if (!identity) return null;
  return { identity, account: await getMyAccount(config) };
}

/**
 * Runs `fetch` (a module-level loader, null when signed out) whenever the signed-in user
 * changes; `load` refreshes on demand.
 */
export function useSignedInLoad<T>(
  uid: string | null,
  fetch: (config: RuntimeConfig) => Promise<T | null>,
) {
  const config = useConfig();
  const [state, setState] = useState<SignedInState<T>>({
    status: uid ? 'loading' : 'signed-out',
  });

  const load = useCallback(async (): Promise<T | null> => {
    const value = await fetch(config);
    setState(value ? { status: 'ready', value } : { status: 'signed-out' });
    return value;
  }, [config, fetch]);

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
  const shown: SignedInState<T> = !uid
    ? { status: 'signed-out' }
    : state.status === 'signed-out'
      ? { status: 'loading' }
      : state;
  return { state: shown, load };
}

/** Loads the account holder whenever the signed-in user changes; `load` refreshes on demand. */
export const useAccountHolder = (uid: string | null) => useSignedInLoad(uid, loadAccountHolder);
