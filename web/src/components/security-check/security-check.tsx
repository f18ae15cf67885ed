import type { CaptchaAction } from '@domain/captcha';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../config/config-context';
import { isEmulator } from '../../config/runtime-config';
import { ActionAlert } from '../feedback/action-alert';

import { runSecurityCheck } from './run-security-check';
import { SecurityCheckFailure } from './security-check-failure';

export interface SecurityCheckProps {
  action: CaptchaAction;
  /** Called once the server has accepted the check, with the id protected calls must send. */
  onVerified: (verificationId: string) => void;
  /** The level of the check's heading in the page's outline (default h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

type CheckState =
  | { status: 'idle' | 'verifying' | 'verified' }
  | { status: 'failed'; messageId: string; values: Record<string, string> };

/** Failures that are the server's verdict rather than a setup problem. */
const TRY_LATER_IDS = new Set(['securityCheck.captchaFailed', 'securityCheck.validateFailed']);

/**
 * The security check in front of email sign-in, email sign-up and invitation checks:
 * reCAPTCHA Enterprise when a site key is configured, and under the emulators (no key) a
 * local 'I am not a robot' check whose token only the emulated server issues and accepts.
 */
export function SecurityCheck({ action, onVerified, headingLevel = 'h2' }: SecurityCheckProps) {
  const config = useConfig();
  const intl = useIntl();
  const titleId = useId();
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const running = useRef(false);
  const mounted = useRef(true);
  const local = !config.recaptcha.siteKey && isEmulator(config);
  const configured = Boolean(config.recaptcha.siteKey) || local;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = async () => {
    if (running.current || state.status === 'verified') return;
    running.current = true;
    setState({ status: 'verifying' });
    try {
      const verificationId = await runSecurityCheck(config, action);
      if (!mounted.current) return;
      setState({ status: 'verified' });
      onVerified(verificationId);
    } catch (error) {
      if (!mounted.current) return;
      const failure =
        error instanceof SecurityCheckFailure
          ? error
          : new SecurityCheckFailure('securityCheck.verificationFailed');
      setState({ status: 'failed', messageId: failure.messageId, values: failure.values });
    } finally {
      running.current = false;
    }
  };

  const statusText = {
    idle: '',
    verifying: intl.formatMessage({ id: 'securityCheck.verifying' }),
    verified: intl.formatMessage({ id: 'securityCheck.verified' }),
    // The failure alert below announces itself (role="alert").
    failed: '',
  }[state.status];

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography
        id={titleId}
        component={headingLevel}
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        <FormattedMessage id="securityCheck.title" />
      </Typography>
      {!configured ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          <FormattedMessage id="securityCheck.configurationMissing" />
        </Alert>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, minHeight: 42 }}>
          {local ? (
            <FormControlLabel
              control={
                <Checkbox
                  checked={state.status === 'verifying' || state.status === 'verified'}
                  disabled={state.status === 'verified'}
                  onChange={start}
                />
              }
              label={intl.formatMessage({ id: 'securityCheck.notRobot' })}
            />
          ) : (
            <Button
              variant="outlined"
              onClick={start}
              disabled={state.status === 'verifying' || state.status === 'verified'}
            >
              <FormattedMessage id="securityCheck.verify" />
            </Button>
          )}
          {state.status === 'verifying' && <CircularProgress size={20} aria-hidden />}
        </Stack>
      )}
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{ color: state.status === 'verified' ? 'success.dark' : 'text.secondary' }}
      >
        {statusText}
      </Typography>
      {state.status === 'failed' && (
        <ActionAlert
          severity="error"
          sx={{ mt: 1 }}
          titleId="securityCheck.failedTitle"
          action={{ labelId: 'securityCheck.retry', onClick: start }}
        >
          {intl.formatMessage({ id: state.messageId }, state.values)}
          {TRY_LATER_IDS.has(state.messageId) && (
            <>
              {' '}
              <FormattedMessage id="securityCheck.failedHint" />
            </>
          )}
        </ActionAlert>
      )}
      {local && (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
          <FormattedMessage id="securityCheck.localNotice" />
        </Typography>
      )}
    </Box>
  );
}
