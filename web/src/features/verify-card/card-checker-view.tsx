import { isMemberIdFormat } from '@domain/member-card';
import type { CardStatusWire } from '@domain/wire/member-card';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { LoadingScreen } from '../../components/ui/loading-screen';
import { WorkPageHeading } from '../../components/ui/work-page-heading';
import { useConfig } from '../../config/config-context';
import { callApi } from '../../lib/api/call-api';

import { checkCard, looksLikeToken, type CardCheck } from './card-checker';
import type { CheckerMaterial } from './checker-cache';
import { ListAge } from './list-age';
import { QrCamera } from './qr-camera';
import { useCheckerMaterial } from './use-checker-material';
import { CardVerdictPanel, LiveVerdictPanel, type LiveStatus } from './verdict-panel';

type Result =
  | { kind: 'card'; check: CardCheck; live: LiveStatus | null }
  | { kind: 'member-id'; memberId: string; live: LiveStatus }
  | { kind: 'needs-connection' }
  | { kind: 'needs-list' };

function Notice({ messageId }: { messageId: string }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), [messageId]);
  return (
    <Alert ref={notice} tabIndex={-1} severity="info" role="alert">
      <FormattedMessage id={messageId} />
    </Alert>
  );
}

function ResultView({ result }: { result: Result }) {
  switch (result.kind) {
    case 'card':
      return <CardVerdictPanel check={result.check} live={result.live} />;
    case 'needs-connection':
      return <Notice messageId="verify.memberId.needsConnection" />;
    case 'needs-list':
      return <Notice messageId="verify.list.none" />;
    case 'member-id':
      if (result.live.status === 'done') return <LiveVerdictPanel answer={result.live.answer} />;
      if (result.live.status === 'loading')
        return <LoadingScreen messageId="verify.live.loading" />;
      return <Notice messageId="verify.live.failed" />;
  }
}

/**
 * The checker: the kept keys and list and how old the list is, the camera and a field for
 * a card's code or a member ID, and the verdict. Cards are checked with no connection; a
 * member ID needs one.
 */
export function CardCheckerView({ uid, sessionReady }: { uid: string; sessionReady: boolean }) {
  const intl = useIntl();
  const config = useConfig();
  const { state, online, refresh } = useCheckerMaterial(uid, sessionReady);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const asked = useRef(0);

  if (state.status === 'loading') return <LoadingScreen messageId="verify.loading" />;
  if (state.status === 'forbidden') {
    return (
      <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          <FormattedMessage id="verify.forbidden.title" />
        </Typography>
        <Typography color="textSecondary">
          <FormattedMessage id="verify.forbidden.message" />
        </Typography>
      </Container>
    );
  }
  const { material } = state;

  /** Asks the API what the records say of a member ID; the answer lands if still current. */
  const askLive = (memberId: string, attempt: number, land: (live: LiveStatus) => void) => {
    callApi(config, 'GET /cards/status/{memberId}', { path: { memberId }, locale: intl.locale })
      .then((answer: CardStatusWire) => ({ status: 'done', answer }) as const)
      .catch(() => ({ status: 'failed' }) as const)
      .then((live) => {
        if (asked.current === attempt) land(live);
      });
  };

  /**
   * The card's verdict; a key published since the last refresh (a rotation) makes the
   * checker fetch the keys again, when online, and check once more.
   */
  const checkWithFreshKeys = async (token: string, kept: CheckerMaterial) => {
    const first = await checkCard(token, kept.keys, kept.list, new Date());
    if (first.verdict !== 'invalid' || first.reason !== 'unknown-key' || !online) return first;
    const fresh = await refresh();
    return fresh ? checkCard(token, fresh.keys, fresh.list, new Date()) : first;
  };

  const check = async (raw: string) => {
    const value = raw.trim();
    const attempt = ++asked.current;
    if (value === '') {
      setFieldError(intl.formatMessage({ id: 'verify.input.required' }));
      return;
    }
    setFieldError(null);
    if (looksLikeToken(value)) {
      if (!material) {
        setResult({ kind: 'needs-list' });
        return;
      }
      const verdict = await checkWithFreshKeys(value, material);
      if (asked.current !== attempt) return;
      const wantsLive = verdict.verdict !== 'invalid';
      const live: LiveStatus | null = !wantsLive
        ? null
        : online
          ? { status: 'loading' }
          : { status: 'offline' };
      setResult({ kind: 'card', check: verdict, live });
      if (wantsLive && online) {
        askLive(verdict.card.memberId, attempt, (next) =>
          setResult({ kind: 'card', check: verdict, live: next }),
        );
      }
      return;
    }
    const memberId = value.toUpperCase();
    if (!isMemberIdFormat(memberId)) {
      setFieldError(intl.formatMessage({ id: 'verify.input.invalid' }));
      return;
    }
    if (!online) {
      setResult({ kind: 'needs-connection' });
      return;
    }
    setResult({ kind: 'member-id', memberId, live: { status: 'loading' } });
    askLive(memberId, attempt, (live) => setResult({ kind: 'member-id', memberId, live }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(text);
  };

  const scanned = (code: string) => {
    setText(code);
    void check(code);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <WorkPageHeading titleId="verify.title" leadId="verify.lead" gap={2} />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3 }}
      >
        <Chip
          icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
          color={online ? 'success' : 'default'}
          variant="outlined"
          label={intl.formatMessage({ id: online ? 'verify.online' : 'verify.offline' })}
        />
        {material ? (
          <ListAge signedAt={material.list.signedAt} />
        ) : (
          <Typography sx={{ color: 'warning.dark' }}>
            <FormattedMessage id="verify.list.none" />
          </Typography>
        )}
      </Stack>
      {state.refreshFailed && online && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <FormattedMessage id="verify.list.refreshFailed" />
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <Box component="section" aria-labelledby="verify-scan-heading">
            <Typography id="verify-scan-heading" variant="h6" component="h2" gutterBottom>
              <FormattedMessage id="verify.camera.heading" />
            </Typography>
            <QrCamera onScan={scanned} />
          </Box>
          <Box component="form" noValidate onSubmit={submit} aria-labelledby="verify-type-heading">
            <Typography id="verify-type-heading" variant="h6" component="h2" gutterBottom>
              <FormattedMessage id="verify.input.heading" />
            </Typography>
            <TextField
              id="verify-input"
              label={intl.formatMessage({ id: 'verify.input.label' })}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={fieldError !== null}
              helperText={fieldError ?? intl.formatMessage({ id: 'verify.input.help' })}
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
            />
            <Button type="submit" variant="contained" sx={{ mt: 2 }}>
              <FormattedMessage id="verify.input.submit" />
            </Button>
          </Box>
        </Stack>
        <Box component="section" aria-label={intl.formatMessage({ id: 'verify.result.label' })}>
          {result && <ResultView result={result} />}
        </Box>
      </Box>
    </Container>
  );
}
