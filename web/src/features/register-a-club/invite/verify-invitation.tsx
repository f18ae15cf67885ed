import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { SecurityCheck } from '../../../components/security-check/security-check';
import { useConfig } from '../../../config/config-context';
import { validateInvite } from '../api/club-invite-api';

import { refusalText, validationFailureText } from './invite-failure-text';

export interface VerifyInvitationProps {
  inviteCode: string;
  /** With the invited club's name as the server knows it. */
  onValid: (clubName: string | null) => void;
  onInvalid: (error: string) => void;
}

type Stage = 'idle' | 'checking' | 'validating';

/**
 * 'Verify Security' before the wizard: the security check, then the server confirms the
 * code once more and spends the check.
 */
export function VerifyInvitation({ inviteCode, onValid, onInvalid }: VerifyInvitationProps) {
  const config = useConfig();
  const intl = useIntl();
  const [stage, setStage] = useState<Stage>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const verified = async (securityCheckId: string) => {
    setStage('validating');
    setFailure(null);
    try {
      const result = await validateInvite(config, inviteCode, securityCheckId, intl.locale);
      if (result.valid) onValid(result.club_name ?? null);
      else onInvalid(refusalText(intl, result));
    } catch (error) {
      setFailure(validationFailureText(intl, error));
      setStage('idle');
    }
  };

  if (stage === 'idle') {
    return (
      <Box>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {failure}
          </Alert>
        )}
        <Typography sx={{ mb: 2 }}>
          <FormattedMessage id="clubRegistration.verify.lead" />
        </Typography>
        <Button variant="contained" size="large" onClick={() => setStage('checking')}>
          <FormattedMessage id="clubRegistration.verify.button" />
        </Button>
      </Box>
    );
  }
  if (stage === 'checking')
    return <SecurityCheck action="invite_validation" onVerified={verified} />;
  return (
    <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <FormattedMessage id="clubRegistration.verify.checking" />
    </Box>
  );
}
