import { isAccountComplete } from '@domain/status';
import type { AccountWire } from '@domain/wire/account';

import type { RegistrantState } from './use-registrant';

/** Where a wizard may be asked to start. */
export type WizardStartStep = 'createAccount' | 'accountInfo' | 'membership';
export type WizardStep = WizardStartStep | 'review' | 'submitted' | 'checkEmail';

/** The steps the progress indicator shows, in order. */
export const PROGRESS_STEPS = ['createAccount', 'accountInfo', 'membership', 'review'] as const;

export function isCompleteAccount(account: AccountWire | null): boolean {
  return isAccountComplete(
    account && {
      firstName: account.first_name,
      lastName: account.last_name,
      phone: account.phone,
      dateOfBirth: account.date_of_birth,
      gender: account.gender,
    },
  );
}

/**
 * The first step for who is here: a visitor creates an account, an account still missing
 * details completes them, a complete account goes to the membership step. Null while loading.
 */
export function startStepFor(
  requested: WizardStartStep | undefined,
  registrant: RegistrantState,
): WizardStartStep | null {
  if (registrant.status === 'signed-out') return 'createAccount';
  if (registrant.status !== 'ready') return null;
  if (!isCompleteAccount(registrant.value.account)) return 'accountInfo';
  return requested === 'accountInfo' ? 'accountInfo' : 'membership';
}
