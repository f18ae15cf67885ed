import type { UnsubscribeWire } from '@domain/wire/announcement';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { useConfig } from '../../config/config-context';
import { useLocale } from '../../i18n/locale-provider';
import { LOCALE_COOKIE, storedLocale } from '../../i18n/locales';
import { ApiRequestError } from '../../lib/api/api-client';
import { apiRefusalText } from '../../lib/api/api-error-text';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { RouterLink } from '../../lib/routing/router-link';

import { unsubscribe, unsubscribeLink } from './unsubscribe-api';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; link: UnsubscribeWire };

/** Whether this browser has chosen a language (the switch remembers it and sets a cookie). */
function visitorChoseLanguage(): boolean {
  return storedLocale() !== null || document.cookie.includes(`${LOCALE_COOKIE}=`);
}

/** A refused token (tampered, cut short, another site's): the link itself is wrong. */
const isBadLink = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 400 || error.status === 404);

/**
 * /unsubscribe?token=: the page an announcement mail's unsubscribe link opens, without
 * signing in. It names the kind of announcement and the (partly hidden) address, and one
 * button stops that kind; My Account chooses the rest.
 */
export function UnsubscribePage() {
  usePageMeta('unsubscribe.page.title');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The prerendered HTML knows no token: the page decides once it runs.
  const hydrated = useHydrated();

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        <FormattedMessage id="unsubscribe.page.title" />
      </Typography>
      {!hydrated ? (
        <Loading />
      ) : token ? (
        <UnsubscribeLink key={token} token={token} />
      ) : (
        <Alert severity="error">
          <FormattedMessage id="unsubscribe.page.noToken" />
        </Alert>
      )}
    </Container>
  );
}

function Loading() {
  const intl = useIntl();
  return (
    <Stack sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'unsubscribe.page.loading' })} />
    </Stack>
  );
}

function ToMyAccount() {
  return (
    <Button variant="outlined" component={RouterLink} to="/my-account?tab=messages">
      <FormattedMessage id="unsubscribe.page.toAccount" />
    </Button>
  );
}

function UnsubscribeLink({ token }: { token: string }) {
  const config = useConfig();
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    unsubscribeLink(config, token, intl.locale).then(
      (link) => !cancelled && setLoad({ status: 'ready', link }),
      (error: unknown) => !cancelled && setLoad({ status: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
    // Read once per token; a language switch only changes the words around it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, token, round]);

  // The mail's language, unless this browser has chosen one: the switch still changes it.
  const linkLanguage = load.status === 'ready' ? load.link.language : null;
  useEffect(() => {
    if (linkLanguage && linkLanguage !== locale && !visitorChoseLanguage()) {
      setLocale(linkLanguage);
    }
    // Only when the link is read, not each time the visitor switches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkLanguage]);

  if (load.status === 'loading') return <Loading />;
  if (load.status === 'failed') {
    if (isBadLink(load.error)) {
      return (
        <Alert severity="error">
          <FormattedMessage id="unsubscribe.page.badLink" />
        </Alert>
      );
    }
    const refusal = apiRefusalText(intl, load.error);
    return (
      <Alert
        severity="error"
        action={
          refusal ? undefined : (
            <Button
              color="inherit"
              startIcon={<RefreshIcon />}
              onClick={() => setRound((r) => r + 1)}
            >
              <FormattedMessage id="unsubscribe.page.tryAgain" />
            </Button>
          )
        }
      >
        {refusal ?? <FormattedMessage id="unsubscribe.page.loadFailed" />}
      </Alert>
    );
  }

  const { link } = load;
  const kind = intl.formatMessage({ id: `myAccount.mail.kind.${link.kind}` });
  const values = { kind, email: <strong>{link.email_hint}</strong> };

  if (done || link.unsubscribed) {
    return (
      <Stack spacing={3}>
        <Alert severity={done ? 'success' : 'info'} role={done ? 'status' : undefined}>
          <FormattedMessage
            id={done ? 'unsubscribe.page.done' : 'unsubscribe.page.already'}
            values={values}
          />
        </Alert>
        <Typography>
          <FormattedMessage id="unsubscribe.page.chooseMore" />
        </Typography>
        <div>
          <ToMyAccount />
        </div>
      </Stack>
    );
  }

  async function confirm() {
    setWorking(true);
    setFailure(null);
    try {
      await unsubscribe(config, token, intl.locale);
      setDone(true);
    } catch (error) {
      setFailure(
        isBadLink(error)
          ? intl.formatMessage({ id: 'unsubscribe.page.badLink' })
          : (apiRefusalText(intl, error) ?? intl.formatMessage({ id: 'unsubscribe.page.failed' })),
      );
    } finally {
      setWorking(false);
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography>
            <FormattedMessage id="unsubscribe.page.question" values={values} />
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage id="unsubscribe.page.alwaysSent" />
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <div>
            <Button variant="contained" onClick={() => void confirm()} loading={working}>
              <FormattedMessage id="unsubscribe.page.unsubscribe" />
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
