import { DEFAULT_TIER, type AthleteTier } from '@domain/enums';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import type { AccountProfileValues } from '../../components/account-form/account-form-values';
import { HolderAccountStep } from '../../components/set-up-account/account-info/holder-account-step';
import { useWizardAccount } from '../../components/set-up-account/account-info/use-wizard-account';
import {
  CreateAccountStep,
  type SignedInBy,
} from '../../components/set-up-account/create-account/create-account-step';
import { resendVerificationEmail } from '../../components/set-up-account/create-account/identity-actions';
import {
  WizardLoadFailed,
  WizardLoading,
} from '../../components/set-up-account/wizard-load-states';
import { useConfig } from '../../config/config-context';
import { useSession } from '../../lib/session/session-provider';

import { ApplicationSubmitted } from './done/application-submitted';
import { CheckYourEmail, SIGN_IN_AFTER_VERIFICATION_PATH } from './done/check-your-email';
import { ActiveMembershipNotice } from './membership/active-membership-notice';
import { AthleteMembershipStep } from './membership/athlete-membership-step';
import {
  initialAthleteValues,
  withAccountDetails,
  type AthleteValues,
} from './membership/athlete-values';
import { membershipStanding } from './membership/membership-status';
import { ApplicationReviewStep } from './review/application-review-step';
import { submitApplication } from './review/submit-application';
import { saveIncompleteRegistration } from './storage/incomplete-registration';
import { useRegistrant, type Registrant } from './use-registrant';
import { WizardProgress } from './wizard-progress';
import { startStepFor, type WizardStartStep, type WizardStep } from './wizard-steps';

/** Where the wizard goes at the end when nobody is waiting for it. */
export const DEFAULT_COMPLETION_PATH = '/my-account?tab=memberships';
/** The join page's 'Registration Issue' banner: the account exists, the membership does not. */
export const MEMBERSHIP_FAILED_PATH = '/join?registered=true&membership=failed';

export interface RegistrationWizardProps {
  /** The step to start at; the wizard still starts earlier when the account needs it. */
  startStep?: WizardStartStep;
  initialTier?: AthleteTier;
  /** Called by 'Complete Registration'; without it the wizard goes to My Account. */
  onComplete?: () => void;
  /**
   * Opened by 'Add New Membership': the person asked to add a membership, so one whose own
   * is active and paid is not stopped by the notice that theirs needs no application.
   */
  adding?: boolean;
}

/**
 * Account creation and the athlete membership application:
 * on /register, and in an 'Add New Membership' dialog started at the membership step.
 */
export function RegistrationWizard({
  startStep,
  initialTier = DEFAULT_TIER,
  onComplete,
  adding = false,
}: RegistrationWizardProps) {
  const config = useConfig();
  const { locale } = useIntl();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const { state: registrantState, load } = useRegistrant(user?.uid ?? null);
  const [chosenStep, setChosenStep] = useState<WizardStep | null>(null);
  const [stepChanged, setStepChanged] = useState(false);
  const wizardAccount = useWizardAccount();
  const { signedInBy, busy, setBusy, failure, setFailure } = wizardAccount;
  const [athleteDraft, setAthleteDraft] = useState<AthleteValues | null>(null);
  // A member whose own membership is active and paid sees why before applying for someone else.
  const [someoneElseChosen, setSomeoneElseChosen] = useState(adding);
  // Set once this visit creates the account record, for the join page's 'Registration Issue'.
  const [accountCreated, setAccountCreated] = useState(false);

  const step = chosenStep ?? startStepFor(startStep, registrantState);
  const registrant = registrantState.status === 'ready' ? registrantState.value : null;

  const goTo = useCallback(
    (next: WizardStep) => {
      setChosenStep(next);
      setStepChanged(true);
      setFailure(null);
    },
    [setFailure],
  );

  const afterAccount = (loaded: Registrant | null) => {
    const identity = loaded?.identity;
    if (identity && identity.authMethod === 'email' && !identity.emailVerified) {
      // Applying waits for the verified address; My Account resumes here afterwards.
      saveIncompleteRegistration({ uid: identity.uid, email: identity.email, tier: initialTier });
      goTo('checkEmail');
    } else {
      goTo('membership');
    }
  };

  const onAuthenticated = async (by: SignedInBy) => {
    wizardAccount.signedIn(by);
    try {
      const loaded = await load();
      goTo(
        startStepFor(
          undefined,
          loaded ? { status: 'ready', value: loaded } : { status: 'signed-out' },
        ) ?? 'accountInfo',
      );
    } catch {
      goTo('accountInfo');
    }
  };

  const onSaveAccount = async (values: AccountProfileValues) => {
    wizardAccount.setDraft(values);
    await wizardAccount.save(values, registrant?.account ?? null, async () => {
      if (!registrant?.account) setAccountCreated(true);
      afterAccount(await load().catch(() => null));
    });
  };

  const onSubmitApplication = async () => {
    if (!registrant || !athleteDraft) return;
    setBusy(true);
    setFailure(null);
    const outcome = await submitApplication(config, {
      values: athleteDraft,
      registrant,
      locale,
    });
    setBusy(false);
    if (outcome.ok) goTo('submitted');
    else if (accountCreated) navigate(MEMBERSHIP_FAILED_PATH);
    else setFailure(outcome.failure);
  };

  if (registrantState.status === 'failed' && !chosenStep) {
    return <WizardLoadFailed onRetry={() => void load().catch(() => undefined)} />;
  }

  if (!step || (step !== 'createAccount' && step !== 'checkEmail' && !registrant)) {
    return <WizardLoading />;
  }

  const complete = onComplete ?? (() => navigate(DEFAULT_COMPLETION_PATH));
  const standing = membershipStanding(registrant?.memberships ?? [], new Date());
  const account = registrant?.account ?? null;
  const email =
    registrant?.identity.email ?? (signedInBy?.method === 'email' ? signedInBy.email : '');

  return (
    <>
      <WizardProgress step={step} />
      {step === 'createAccount' && (
        <CreateAccountStep focusOnMount={stepChanged} onAuthenticated={onAuthenticated} />
      )}
      {step === 'accountInfo' && registrant && (
        <HolderAccountStep
          holder={registrant}
          {...wizardAccount.stepProps}
          focusOnMount={stepChanged}
          onSubmit={onSaveAccount}
        />
      )}
      {step === 'membership' && standing.selfActiveAndPaid && !someoneElseChosen && (
        <ActiveMembershipNotice
          focusOnMount={stepChanged}
          onRegisterSomeoneElse={() => setSomeoneElseChosen(true)}
          onBack={startStep === 'membership' ? undefined : () => goTo('accountInfo')}
        />
      )}
      {step === 'membership' && (!standing.selfActiveAndPaid || someoneElseChosen) && (
        <AthleteMembershipStep
          initialValues={
            athleteDraft ?? firstAthleteValues(initialTier, standing.selfMembershipExists, account)
          }
          account={account}
          standing={standing}
          focusOnMount={stepChanged || someoneElseChosen}
          onSubmit={(values) => {
            setAthleteDraft(values);
            goTo('review');
          }}
          onBack={
            startStep === 'membership'
              ? undefined
              : (values) => {
                  setAthleteDraft(values);
                  goTo('accountInfo');
                }
          }
        />
      )}
      {step === 'review' && account && athleteDraft && (
        <ApplicationReviewStep
          values={athleteDraft}
          account={account}
          busy={busy}
          error={failure}
          focusOnMount={stepChanged}
          onSubmit={onSubmitApplication}
          onBack={() => goTo('membership')}
        />
      )}
      {step === 'submitted' && (
        <ApplicationSubmitted
          email={athleteDraft?.email.trim() || email}
          focusOnMount={stepChanged}
          onComplete={complete}
        />
      )}
      {step === 'checkEmail' && (
        <CheckYourEmail
          email={email}
          focusOnMount={stepChanged}
          onResend={() => resendVerificationEmail(config, locale)}
          onSignIn={() => {
            // The verified address shows only in a new session: sign in again.
            void signOut().finally(() => navigate(SIGN_IN_AFTER_VERIFICATION_PATH));
          }}
        />
      )}
    </>
  );
}

/** Someone without a membership of their own most likely registers themselves first. */
function firstAthleteValues(
  tier: AthleteTier,
  selfMembershipExists: boolean,
  account: Registrant['account'],
): AthleteValues {
  const values = initialAthleteValues(tier, selfMembershipExists ? 'other' : 'self');
  return selfMembershipExists
    ? values
    : { ...values, personal_info: withAccountDetails(values.personal_info, account) };
}
