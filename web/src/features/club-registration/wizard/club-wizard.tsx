import { Box, Step, StepLabel, Stepper } from '@mui/material';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { useConfig } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { createClubMembership } from '../../../lib/clubs/club-invite-api';
import { getOwnerAccount, type OwnerAccount } from '../../../lib/clubs/owner-account-api';
import { useSession } from '../../../lib/session/session-provider';
import { ClubMembershipStep } from '../club-step/club-membership-step';
import {
  clubMembershipPayload,
  initialClubStepValues,
  type ClubStepValues,
} from '../club-step/club-step-values';

import { AccountInfoStep } from './account-info-step';
import { AccountStep } from './account-step';

export const CLUB_COMPLETION_PATH = '/my-account?tab=clubs';

const STEP_LABELS = [
  'clubRegistration.step.account',
  'clubRegistration.step.accountInfo',
  'clubRegistration.step.club',
];

export interface ClubWizardProps {
  inviteCode: string;
  clubName: string | null;
  clubEmail: string | null;
}

/** The club flow's 3 steps: account, account information, club membership (spec 01 §2). */
export function ClubWizard({ inviteCode, clubName, clubEmail }: ClubWizardProps) {
  const config = useConfig();
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSession();
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<OwnerAccount | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    let current = true;
    getOwnerAccount(config).then(
      (found) => current && setAccount(found),
      () => current && setAccount(null),
    );
    return () => {
      current = false;
    };
  }, [config, user]);

  const submit = async (values: ClubStepValues) => {
    if (!user || !account) return;
    setSubmitting(true);
    setError(null);
    try {
      await createClubMembership(
        config,
        clubMembershipPayload(values, { inviteCode, userId: user.uid, email: account.email }),
      );
      navigate(CLUB_COMPLETION_PATH);
    } catch (caught) {
      const serverMessage =
        caught instanceof ApiRequestError && caught.status >= 400 && caught.status < 500
          ? caught.message
          : null;
      setError(serverMessage || intl.formatMessage({ id: 'clubRegistration.createFailed' }));
      setSubmitting(false);
    }
  };

  return (
    <Box>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {STEP_LABELS.map((labelId) => (
          <Step key={labelId}>
            <StepLabel>{intl.formatMessage({ id: labelId })}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && <AccountStep user={user} onContinue={() => setStep(1)} />}
      {step === 1 && (
        <AccountInfoStep
          account={account}
          onBack={() => setStep(0)}
          onContinue={() => setStep(2)}
        />
      )}
      {step === 2 && (
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
          error={error}
          onBack={() => setStep(1)}
          onSubmit={submit}
        />
      )}
    </Box>
  );
}
