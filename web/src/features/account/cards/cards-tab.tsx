import type { MemberCardListWire } from '@domain/wire/member-card';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { RouterLink } from '../../../lib/routing/router-link';

import { listMyCards } from './cards-api';
import { MemberCardView } from './member-card-view';

type Load =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; cards: MemberCardListWire };

const LIST_SX = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  // One card under another on phones, two side by side from a laptop's width.
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** My Account's Member cards tab: a card for each active membership, children's included. */
export function CardsTab() {
  const config = useConfig();
  const intl = useIntl();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    listMyCards(config, intl.locale).then(
      (cards) => {
        if (!cancelled) setLoad({ status: 'ready', cards });
      },
      () => {
        if (!cancelled) setLoad({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [config, intl.locale, round]);

  let body;
  if (load.status === 'loading') {
    body = (
      <Box
        component="ul"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'myAccount.cards.loading' })}
        sx={LIST_SX}
      >
        {[0, 1].map((key) => (
          <Box component="li" key={key}>
            <Skeleton variant="rounded" height={260} />
          </Box>
        ))}
      </Box>
    );
  } else if (load.status === 'error') {
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button
            color="inherit"
            startIcon={<RefreshIcon />}
            onClick={() => setRound((r) => r + 1)}
          >
            <FormattedMessage id="myAccount.cards.tryAgain" />
          </Button>
        }
      >
        <AlertTitle>
          <FormattedMessage id="myAccount.cards.loadFailed" />
        </AlertTitle>
        <FormattedMessage id="myAccount.cards.loadFailedReason" />
      </Alert>
    );
  } else if (!load.cards.data.length) {
    body = (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography color="textSecondary">
          <FormattedMessage id="myAccount.cards.empty" />
        </Typography>
        <Button component={RouterLink} to="?tab=memberships" sx={{ mt: 1 }}>
          <FormattedMessage id="myAccount.cards.toMemberships" />
        </Button>
      </Box>
    );
  } else {
    const { wallet } = load.cards;
    body = (
      <Box
        component="ul"
        aria-label={intl.formatMessage({ id: 'myAccount.cards.title' })}
        sx={LIST_SX}
      >
        {load.cards.data.map((card) => (
          <Box component="li" key={card.membership_id}>
            <MemberCardView card={card} wallet={wallet} />
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="cards-heading">
      <Typography id="cards-heading" component="h2" variant="h3" sx={{ mb: 1 }}>
        <FormattedMessage id="myAccount.cards.title" />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="myAccount.cards.intro" />
      </Typography>
      {body}
    </Box>
  );
}
