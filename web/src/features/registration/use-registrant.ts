import { useCallback, useEffect, useState } from 'react';

import type { AccountRecord } from '../../components/account-steps/api/account-record';
import {
  currentIdentity,
  type CurrentIdentity,
} from '../../components/account-steps/api/current-identity';
import { getMyAccount } from '../../components/account-steps/api/get-my-account';
import { useConfig } from '../../config/config-context';

import { getMyMemberships } from './api/get-my-memberships';
import type { MembershipRecord } from './api/membership-record';

/** The signed-in person as the wizard needs them: identity, account and memberships. */
export interface Registrant {
  identity: CurrentIdentity;
  account: AccountRecord | null;
  memberships: MembershipRecord[];
}

export type RegistrantState =
  | { status: 'signed-out' | 'loading' }
  | { status: 'ready'; registrant: Registrant }
  | { status: 'failed' };

/** Loads the registrant whenever the signed-in user changes; `load` refreshes on demand. */
export function useRegistrant(uid: string | null) {
  const config = useConfig();
  const [state, setState] = useState<RegistrantState>({ status: uid ? 'loading' : 'signed-out' });

  const load = useCallback(async (): Promise<Registrant | null> => {
    const identity = await currentIdentity(config);
    if (!identity) {
      setState({ status: 'signed-out' });
      return null;
    }
    const account = await getMyAccount(config, identity.idToken);
    // Memberships hang off the account: without one there are none to ask for.
    const memberships = account ? await getMyMemberships(config, identity.idToken) : [];
    const registrant = { identity, account, memberships };
    setState({ status: 'ready', registrant });
    return registrant;
  }, [config]);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    load().catch((error: unknown) => {
      console.warn('Loading the account for registration failed', error);
      if (current) setState({ status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [uid, load]);

  // A new sign-in is loading until its first answer, whatever the previous user's state was.
  const shown: RegistrantState = !uid
    ? { status: 'signed-out' }
    : state.status === 'signed-out'
      ? { status: 'loading' }
      : state;
  return { state: shown, load };
}
