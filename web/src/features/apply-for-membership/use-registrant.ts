import {
  loadAccountHolder,
  useSignedInLoad,
  type AccountHolder,
  type SignedInState,
} from '../../components/set-up-account/use-account-holder';
import type { RuntimeConfig } from '../../config/runtime-config';
import type { MembershipRecord } from '../../lib/records/records';

import { getMyMemberships } from './api/get-my-memberships';

/** The signed-in person as the wizard needs them: identity, account and memberships. */
export interface Registrant extends AccountHolder {
  memberships: MembershipRecord[];
}

export type RegistrantState = SignedInState<Registrant>;

async function loadRegistrant(config: RuntimeConfig): Promise<Registrant | null> {
  const holder = await loadAccountHolder(config);
  if (!holder) return null;
  // Memberships hang off the account: without one there are none to ask for.
  const memberships = holder.account ? await getMyMemberships(config) : [];
  return { ...holder, memberships };
}

/** Loads the registrant whenever the signed-in user changes; `load` refreshes on demand. */
export const useRegistrant = (uid: string | null) => useSignedInLoad(uid, loadRegistrant);
