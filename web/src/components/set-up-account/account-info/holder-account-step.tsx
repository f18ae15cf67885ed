import type { AccountProfileValues } from '../../account-form/account-form-values';
import { SecurityCheck } from '../../security-check/security-check';
import type { SignedInBy } from '../create-account/create-account-step';
import type { AccountHolder } from '../use-account-holder';

import { AccountInfoStep, type AccountInfoStepProps } from './account-info-step';
import { accountInfoValues } from './account-info-values';

export interface HolderAccountStepProps extends Omit<
  AccountInfoStepProps,
  'initialValues' | 'verificationSentTo' | 'securityCheck'
> {
  holder: AccountHolder;
  /** What the holder typed before leaving the step, if they did. */
  draft: AccountProfileValues | null;
  signedInBy: SignedInBy | null;
  /** The security check already passed in this wizard (at sign-up), if any. */
  securityCheckId: string | null;
  onSecurityCheckPassed: (id: string) => void;
}

/**
 * The wizards' account step for the signed-in holder: their draft or saved details, and the
 * security check a new email account passes before its account is created.
 */
export function HolderAccountStep({
  holder,
  draft,
  signedInBy,
  securityCheckId,
  onSecurityCheckPassed,
  ...step
}: HolderAccountStepProps) {
  const { account, identity } = holder;
  const needsCheck = !account && identity.authMethod === 'email' && !securityCheckId;
  return (
    <AccountInfoStep
      {...step}
      initialValues={draft ?? accountInfoValues(account, identity)}
      verificationSentTo={signedInBy?.method === 'email' ? signedInBy.email : null}
      securityCheck={
        needsCheck ? (
          <SecurityCheck action="registration" onVerified={onSecurityCheckPassed} />
        ) : null
      }
    />
  );
}
