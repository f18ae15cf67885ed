import type { AccountWire } from '@domain/wire/account';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import type { AccountProfileValues } from '../../account-form/account-form-values';
import type { SignedInBy } from '../create-account/create-account-step';
import type { WizardMessage } from '../wizard-message';

import type { HolderAccountStepProps } from './holder-account-step';
import { saveAccount } from './save-account';

/**
 * A wizard's Create Account and Account Information state: how the holder signed in, the
 * security check passed at sign-up, what they typed on the step, and the wizard's busy flag
 * and failure message (which its later steps' requests may use too).
 */
export function useWizardAccount() {
  const config = useConfig();
  const { locale } = useIntl();
  const [signedInBy, setSignedInBy] = useState<SignedInBy | null>(null);
  // Creating an email account spends a passed check; one that expired or was never passed
  // (a sign-up resumed later) is asked for again on the Account Information step.
  const [securityCheckId, setSecurityCheckId] = useState<string | null>(null);
  const [draft, setDraft] = useState<AccountProfileValues | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<WizardMessage | null>(null);

  /** After Create Account: how they signed in, and the check an email sign-up passed. */
  const signedIn = (by: SignedInBy) => {
    setSignedInBy(by);
    if (by.method === 'email') setSecurityCheckId(by.securityCheckId);
  };

  /**
   * Creates the account, or completes the existing one; once saved, `afterSave` runs (it
   * reloads and moves on) while the step is still busy. A refusal is shown, and a security
   * check it spent is asked for again.
   */
  const save = async (
    values: AccountProfileValues,
    existing: AccountWire | null,
    afterSave: () => Promise<void>,
  ) => {
    setBusy(true);
    setFailure(null);
    const outcome = await saveAccount(config, { values, existing, securityCheckId, locale });
    if (outcome.ok) {
      await afterSave();
    } else {
      if (outcome.securityCheckSpent) setSecurityCheckId(null);
      setFailure(outcome.failure);
    }
    setBusy(false);
  };

  const stepProps: Pick<
    HolderAccountStepProps,
    'draft' | 'signedInBy' | 'securityCheckId' | 'onSecurityCheckPassed' | 'busy' | 'error'
  > = {
    draft,
    signedInBy,
    securityCheckId,
    onSecurityCheckPassed: setSecurityCheckId,
    busy,
    error: failure,
  };

  return { signedInBy, busy, setBusy, failure, setFailure, setDraft, signedIn, save, stepProps };
}
