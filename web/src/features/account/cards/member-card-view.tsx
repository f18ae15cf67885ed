import type { MemberCardWire } from '@domain/wire/member-card';
import DownloadIcon from '@mui/icons-material/Download';
import WalletIcon from '@mui/icons-material/Wallet';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

import { beltLabel, divisionLabel } from '../../../components/form-fields/option-labels';
import { useConfig } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiRefusalText } from '../../../lib/api/api-error-text';

import { cardQrDataUrl } from './card-qr';
import { fetchWalletPass, saveFile } from './cards-api';

/** 'YYYY-MM-DD' in the reader's language, as the calendar date it names (no time zone shift). */
export const formatValidThrough = (intl: IntlShape, date: string) =>
  intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

/** The card's printed fields after the name and member ID, in the reader's language. */
export function cardDetails(intl: IntlShape, card: MemberCardWire) {
  const none = intl.formatMessage({ id: 'myAccount.cards.notSet' });
  return [
    {
      label: intl.formatMessage({ id: 'myAccount.cards.belt' }),
      value: card.belt_rank ? beltLabel(intl, card.belt_rank) : none,
    },
    {
      label: intl.formatMessage({ id: 'myAccount.cards.division' }),
      value: card.division ? divisionLabel(intl, card.division) : none,
    },
    {
      label: intl.formatMessage({ id: 'myAccount.cards.club' }),
      value: card.club_name ?? none,
    },
  ];
}

/** The association's mark as the site's header shows it: a gold "IT" and the short name. */
export function AssociationMark() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 800,
      }}
    >
      <Box component="span" aria-hidden sx={{ color: '#ffd166' }}>
        IT
      </Box>
      <FormattedMessage id="app.name" />
    </Box>
  );
}

const QR_SIZE = { xs: 240, sm: 200 };

export type WalletState = { available: true } | { available: false; reason: string };

/** One member card: what it prints, its QR code, and its PDF and Apple Wallet downloads. */
export function MemberCardView({ card, wallet }: { card: MemberCardWire; wallet: WalletState }) {
  const intl = useIntl();
  const config = useConfig();
  const titleId = useId();
  const walletReasonId = useId();
  const [qr, setQr] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'wallet' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const details = cardDetails(intl, card);
  const validThrough = intl.formatMessage(
    { id: 'myAccount.cards.validThrough' },
    { date: formatValidThrough(intl, card.valid_through) },
  );

  useEffect(() => {
    let cancelled = false;
    cardQrDataUrl(card.token, 480).then(
      (url) => {
        if (!cancelled) setQr(url);
      },
      () => {
        if (!cancelled) setFailure(intl.formatMessage({ id: 'myAccount.cards.qrFailed' }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [card.token, intl]);

  const downloadPdf = async () => {
    setBusy('pdf');
    setFailure(null);
    try {
      // jsPDF is large: it loads on the first click, never with the page.
      const [{ cardPdf, cardPdfFileName }, qrDataUrl] = await Promise.all([
        import('./card-pdf'),
        qr ?? cardQrDataUrl(card.token),
      ]);
      const doc = cardPdf({
        associationName: intl.formatMessage({ id: 'app.name' }),
        name: card.name,
        memberIdLabel: intl.formatMessage({ id: 'myAccount.cards.memberId' }),
        memberId: card.member_id,
        details,
        validThrough,
        qrDataUrl,
      });
      saveFile(doc.output('blob'), cardPdfFileName(card.member_id));
    } catch {
      setFailure(intl.formatMessage({ id: 'myAccount.cards.pdfFailed' }));
    } finally {
      setBusy(null);
    }
  };

  const addToWallet = async () => {
    setBusy('wallet');
    setFailure(null);
    try {
      const pass = await fetchWalletPass(config, card.membership_id, intl.locale);
      saveFile(pass, `${card.member_id}.pkpass`);
    } catch (error) {
      // 503: the certificates went away since the cards were read.
      const unavailable = error instanceof ApiRequestError && error.status === 503;
      setFailure(
        unavailable
          ? intl.formatMessage({ id: 'myAccount.cards.walletUnavailable' })
          : (apiRefusalText(intl, error) ??
              intl.formatMessage({ id: 'myAccount.cards.walletFailed' })),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <AssociationMark />
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          alignItems: { xs: 'center', sm: 'flex-start' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Typography id={titleId} component="h3" variant="h5" sx={{ fontWeight: 700 }}>
            {card.name}
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            {[
              {
                label: intl.formatMessage({ id: 'myAccount.cards.memberId' }),
                value: card.member_id,
              },
              ...details,
            ].map(({ label, value }) => (
              <Box key={label} sx={{ display: 'flex', gap: 1, py: 0.25 }}>
                <Typography
                  component="dt"
                  variant="body2"
                  color="textSecondary"
                  sx={{ minWidth: 88 }}
                >
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography sx={{ mt: 1, fontWeight: 700 }}>{validThrough}</Typography>
        </Box>
        <Box
          sx={{
            flexShrink: 0,
            // Large on phones, where the card is shown at a door; a module stays several pixels.
            width: QR_SIZE,
            height: QR_SIZE,
            bgcolor: '#fff',
          }}
        >
          {qr ? (
            <Box
              component="img"
              src={qr}
              width={200}
              height={200}
              alt={intl.formatMessage(
                { id: 'myAccount.cards.qrLabel' },
                { name: card.name, memberId: card.member_id },
              )}
              sx={{ display: 'block', width: '100%', height: '100%', imageRendering: 'pixelated' }}
            />
          ) : (
            <Skeleton variant="rectangular" width="100%" height="100%" />
          )}
        </Box>
      </CardContent>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mx: 2 }}>
          {failure}
        </Alert>
      )}
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={downloadPdf}
          disabled={busy !== null}
          aria-label={intl.formatMessage(
            { id: 'myAccount.cards.downloadPdfFor' },
            { name: card.name },
          )}
        >
          <FormattedMessage id="myAccount.cards.downloadPdf" />
        </Button>
        <Button
          variant="outlined"
          startIcon={<WalletIcon />}
          onClick={addToWallet}
          disabled={!wallet.available || busy !== null}
          aria-describedby={wallet.available ? undefined : walletReasonId}
          sx={{ ml: '0 !important' }}
        >
          <FormattedMessage id="myAccount.cards.addToWallet" />
        </Button>
        {!wallet.available && (
          <Typography
            id={walletReasonId}
            variant="body2"
            color="textSecondary"
            sx={{ width: '100%' }}
          >
            <FormattedMessage id="myAccount.cards.walletUnavailable" />
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
