import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';

import type { AccountProfileValues } from '../../../components/account-form/account-form-values';
import { accountInfoValues } from '../../../components/set-up-account/account-info/account-info-values';
import { HolderAccountStep } from '../../../components/set-up-account/account-info/holder-account-step';
import { useWizardAccount } from '../../../components/set-up-account/account-info/use-wizard-account';
import {
  CreateAccountStep,
  type SignedInBy,
} from '../../../components/set-up-account/create-account/create-account-step';
import { useAccountHolder } from '../../../components/set-up-account/use-account-holder';
import {
  WizardLoadFailed,
  WizardLoading,
} from '../../../components/set-up-account/wizard-load-states';
import { useConfig } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorText } from '../../../lib/api/api-error-text';
import { useSession } from '../../../lib/session/session-provider';
import { createClubMembership } from '../api/club-invite-api';
import { ClubMembershipStep } from '../club-step/club-membership-step';
import {
  clubMembershipPayload,
  initialClubStepValues,
  type ClubStepValues,
} from '../club-step/club-step-values';

export const CLUB_COMPLETION_PATH = '/my-account?tab=clubs';

const STEPS = ['createAccount', 'accountInfo', 'club'] as const;
type ClubWizardStep = (typeof STEPS)[number];

const STEP_LABELS: Record<ClubWizardStep, string> = {
  createAccount: 'clubRegistration.step.account',
  accountInfo: 'clubRegistration.step.accountInfo',
  club: 'clubRegistration.step.club',
};

const sameValues = (a: AccountProfileValues, b: AccountProfileValues) =>
  JSON.stringify(a) === JSON.stringify(b);

export interface ClubWizardProps {
  inviteCode: string;
  clubName: string | null;
  clubEmail: string | null;
}

/**
 * The club flow's 3 steps: the registration wizard's Create Account and Account
 * Information steps, then the club membership. A signed-in owner starts at Account Information.
 */
export function ClubWizard({ inviteCode, clubName, clubEmail }: ClubWizardProps) {
  const config = useConfig();
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const { state, load } = useAccountHolder(user?.uid ?? null);
  const [chosenStep, setChosenStep] = useState<ClubWizardStep | null>(null);
  const [stepChanged, setStepChanged] = useState(false);
  const wizardAccount = useWizardAccount();
  const { setFailure } = wizardAccount;
  const [submitting, setSubmitting] = useState(false);
  const [clubError, setClubError] = useState<string | null>(null);

  const holder = state.status === 'ready' ? state.value : null;
  const step: ClubWizardStep | null =
    chosenStep ?? (state.status === 'signed-out' ? 'createAccount' : holder ? 'accountInfo' : null);

  const goTo = useCallback(
    (next: ClubWizardStep) => {
      setChosenStep(next);
      setStepChanged(true);
      setFailure(null);
    },
    [setFailure],
  );

  const onAuthenticated = async (by: SignedInBy) => {
    wizardAccount.signedIn(by);
    await load().catch(() => null);
    goTo('accountInfo');
  };

  const onSaveAccount = async (values: AccountProfileValues) => {
    if (!holder) return;
    wizardAccount.setDraft(values);
    const { account, identity } = holder;
    // A complete account confirmed unchanged needs no request.
    if (account && sameValues(values, accountInfoValues(account, identity))) {
      goTo('club');
      return;
    }
    await wizardAccount.save(values, account, async () => {
      await load().catch(() => null);
      goTo('club');
    });
  };

  const submitClub = async (values: ClubStepValues) => {
    if (!holder) return;
    setSubmitting(true);
    setClubError(null);
    try {
      await createClubMembership(
        config,
        clubMembershipPayload(values, {
          inviteCode,
          userId: holder.identity.uid,
          email: holder.account?.email || holder.identity.email,
        }),
      );
      navigate(CLUB_COMPLETION_PATH);
    } catch (caught) {
      const refused =
        caught instanceof ApiRequestError && caught.status >= 400 && caught.status < 500;
      const fallback = intl.formatMessage({ id: 'clubRegistration.createFailed' });
      setClubError(refused ? apiErrorText(intl, caught, fallback) : fallback);
      setSubmitting(false);
    }
  };

  if (state.status === 'failed' && !chosenStep) {
    return <WizardLoadFailed onRetry={() => void load().catch(() => undefined)} />;
  }

  if (!step || (step !== 'createAccount' && !holder)) {
    return <WizardLoading />;
  }

  const account = holder?.account ?? null;
  return (
    <Box>
      <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel sx={{ mb: 4 }}>
        {STEPS.map((id) => (
          <Step key={id}>
            <StepLabel>{intl.formatMessage({ id: STEP_LABELS[id] })}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 'createAccount' && (
        <CreateAccountStep
          focusOnMount={stepChanged}
          onAuthenticated={onAuthenticated}
          signInPath={`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}
        />
      )}
      {step === 'accountInfo' && holder && (
        <HolderAccountStep
          holder={holder}
          {...wizardAccount.stepProps}
          focusOnMount={stepChanged}
          onSubmit={onSaveAccount}
        />
      )}
      {step === 'club' && (
        <ClubMembershipStep
          initialValues={initialClubStepValues({
            clubName,
            clubEmail,
            ownerFirstName: account?.first_name,
            ownerLastName: account?.last_name,
            ownerPhone: account?.phone,
            ownerDateOfBirth: account?.date_of_birth,
            ownerGender: account?.gender,
          })}
          submitting={submitting}
          error={clubError}
          onBack={() => goTo('accountInfo')}
          onSubmit={submitClub}
        />
      )}
    </Box>
  );
}
