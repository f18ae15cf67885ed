import type { HandoverAnswerWire } from '@domain/wire/handover';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { RadioFieldset } from '../../components/ui/radio-fieldset';
import { useConfig } from '../../config/config-context';
import { apiRefusalText } from '../../lib/api/api-error-text';
import {
  acceptHandover,
  declineHandover,
  handoverInvitation,
} from '../../lib/handover/handover-api';
import { useHandoverRead } from '../../lib/handover/use-handover-read';
import { RouterLink } from '../../lib/routing/router-link';
import { useSession } from '../../lib/session/session-provider';

type Confirming = null | 'accept' | 'decline';

/**
 * /handover?code=: the athlete, signed in with the invited address (the site's sign-in sends
 * them back here), takes over the membership a parent registered, choosing whether the
 * parent keeps read access, or declines.
 */
export function HandoverPage() {
  usePageMeta('handover.page.title');
  const { user, confirmed } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  useEffect(() => {
    if (confirmed && !user) {
      void navigate(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`, {
        replace: true,
      });
    }
  }, [confirmed, navigate, pathname, search, user]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="handover.page.title" />
      </Typography>
      {!code ? (
        <Alert severity="error">
          <FormattedMessage id="handover.page.noCode" />
        </Alert>
      ) : confirmed && user ? (
        <Invitation code={code} />
      ) : (
        <Loading />
      )}
    </Container>
  );
}

function Loading() {
  const intl = useIntl();
  return (
    <Stack sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'handover.page.loading' })} />
    </Stack>
  );
}

function Invitation({ code }: { code: string }) {
  const config = useConfig();
  const intl = useIntl();
  const read = useCallback(() => handoverInvitation(config, code), [config, code]);
  const { data, error, loading } = useHandoverRead(read);
  const [access, setAccess] = useState('');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<HandoverAnswerWire | null>(null);

  if (loading) return <Loading />;
  if (error || !data) {
    return (
      <Alert severity="error">
        {apiRefusalText(intl, error) || intl.formatMessage({ id: 'handover.page.loadFailed' })}
      </Alert>
    );
  }
  if (answer) {
    return (
      <Alert
        severity="success"
        action={
          answer.state === 'completed' ? (
            <Button color="inherit" size="small" component={RouterLink} to="/my-account">
              <FormattedMessage id="handover.page.toAccount" />
            </Button>
          ) : undefined
        }
      >
        <FormattedMessage
          id={answer.state === 'completed' ? 'handover.page.accepted' : 'handover.page.declined'}
          values={{ name: data.athlete_name }}
        />
      </Alert>
    );
  }

  async function answerWith(kind: 'accept' | 'decline') {
    setWorking(true);
    setFailure(null);
    try {
      setAnswer(
        kind === 'accept'
          ? await acceptHandover(config, code, access === 'yes')
          : await declineHandover(config, code),
      );
    } catch (caught) {
      setFailure(
        apiRefusalText(intl, caught) || intl.formatMessage({ id: 'handover.page.failed' }),
      );
    } finally {
      setWorking(false);
      setConfirming(null);
    }
  }

  const name = data.athlete_name;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography>
            <FormattedMessage
              id="handover.page.lead"
              values={{ name, memberId: data.member_id ?? '—' }}
            />
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage id="handover.page.keeps" />
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage
              id="handover.page.expires"
              values={{ date: <FormattedDate value={data.expires_at} dateStyle="long" /> }}
            />
          </Typography>
          <RadioFieldset
            legendId="handover.page.accessLegend"
            name="parent-read-access"
            value={access}
            onChange={setAccess}
          >
            <FormControlLabel
              value="yes"
              control={<Radio />}
              label={intl.formatMessage({ id: 'handover.page.accessYes' })}
            />
            <FormControlLabel
              value="no"
              control={<Radio />}
              label={intl.formatMessage({ id: 'handover.page.accessNo' })}
            />
          </RadioFieldset>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              disabled={!access || working}
              onClick={() => setConfirming('accept')}
            >
              <FormattedMessage id="handover.page.accept" />
            </Button>
            <Button color="error" disabled={working} onClick={() => setConfirming('decline')}>
              <FormattedMessage id="handover.page.decline" />
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming === 'accept'}
        loading={working}
        title={<FormattedMessage id="handover.accept.title" />}
        message={
          <FormattedMessage
            id={access === 'yes' ? 'handover.accept.messageShared' : 'handover.accept.message'}
            values={{ name }}
          />
        }
        confirmLabel={<FormattedMessage id="handover.page.accept" />}
        onConfirm={() => void answerWith('accept')}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'decline'}
        destructive
        loading={working}
        title={<FormattedMessage id="handover.decline.title" />}
        message={<FormattedMessage id="handover.decline.message" values={{ name }} />}
        confirmLabel={<FormattedMessage id="handover.page.decline" />}
        onConfirm={() => void answerWith('decline')}
        onClose={() => setConfirming(null)}
      />
    </Card>
  );
}
