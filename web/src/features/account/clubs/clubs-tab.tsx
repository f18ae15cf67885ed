import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ClubEditDialog } from '../../../components/club-edit/club-edit-dialog';
import { ClubLogoAvatar } from '../../../components/club-logo/club-logo-avatar';
import {
  DescriptionItem,
  DescriptionList,
} from '../../../components/description-list/description-list';
import { RecordStanding } from '../../../components/memberships/record-standing';
import { PaymentStatusBadge, StatusBadge } from '../../../components/memberships/status-badge';
import type { PaymentTarget } from '../../../components/payments/payment-target';
import { useConfig } from '../../../config/config-context';
import type { LiveResult } from '../../../lib/account/my-records';
import type { ClubRecord } from '../../../lib/records/records';
import { updateClub } from '../api/account-api';
import { clubPaymentTarget } from '../payment-targets';

/** The edit pencil appears only for approved or active clubs. */
export const clubIsEditable = (club: ClubRecord) =>
  club.status === 'approved' || club.status === 'active';

function Row({ labelId, value }: { labelId: string; value: string | null }) {
  return (
    <DescriptionItem labelId={labelId} valueSx={{ mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
      {value || '—'}
    </DescriptionItem>
  );
}

/**
 * The caller's clubs with how long each is valid, and Pay Now for the first year or Renew
 * inside the renewal window (the owner's coach membership is paid and renewed with it).
 */
export function ClubsTab({
  clubs,
  onPay,
}: {
  clubs: LiveResult<ClubRecord[]>;
  onPay: (target: PaymentTarget) => void;
}) {
  const intl = useIntl();
  const config = useConfig();
  const [editing, setEditing] = useState<ClubRecord | null>(null);
  const now = new Date();

  let body;
  if (clubs.status === 'loading') {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'myAccount.clubs.loading' })} />
      </Box>
    );
  } else if (clubs.status === 'error') {
    body = (
      <Alert severity="error" role="alert">
        <FormattedMessage id="myAccount.clubs.loadFailed" />
      </Alert>
    );
  } else if (!clubs.data?.length) {
    body = (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="textSecondary">
        <FormattedMessage id="myAccount.clubs.empty" />
      </Typography>
    );
  } else {
    body = (
      <Grid container spacing={2}>
        {clubs.data.map((club) => {
          const target = clubPaymentTarget(club, now);
          const renewal = target?.kind === 'club' && Boolean(target.renewal);
          return (
            <Grid key={club.id} size={{ xs: 12, md: 6 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 2 }}>
                    <ClubLogoAvatar src={club.clubLogo} size={56} />
                    <div style={{ flexGrow: 1, minWidth: 0 }}>
                      <Typography component="h3" variant="h4">
                        {club.clubName}
                      </Typography>
                      {club.pendingClubName && (
                        <Typography variant="body2" color="textSecondary">
                          <FormattedMessage
                            id="myAccount.clubs.pendingName"
                            values={{ name: club.pendingClubName }}
                          />
                        </Typography>
                      )}
                    </div>
                    {clubIsEditable(club) && (
                      <IconButton
                        aria-label={intl.formatMessage(
                          { id: 'myAccount.clubs.edit' },
                          { name: club.clubName },
                        )}
                        onClick={() => setEditing(club)}
                      >
                        <EditIcon />
                      </IconButton>
                    )}
                  </Stack>
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
                    <StatusBadge status={club.status} />
                    <PaymentStatusBadge status={club.paymentStatus} />
                  </Stack>
                  <Box sx={{ mb: 2 }}>
                    <RecordStanding record={club} now={now} />
                  </Box>
                  <DescriptionList stackOnPhones columnGap={2} rowGap={{ xs: 0, sm: 0.5 }}>
                    <Row labelId="myAccount.clubs.owner" value={club.clubOwnerName} />
                    <Row labelId="myAccount.clubs.email" value={club.clubEmail} />
                    <Row labelId="myAccount.clubs.phone" value={club.clubPhone} />
                    <Row labelId="myAccount.clubs.address" value={club.clubAddress} />
                    <Row labelId="myAccount.clubs.clubId" value={club.memberId} />
                    <Row labelId="myAccount.clubs.coachId" value={club.defaultCoachMemberId} />
                  </DescriptionList>
                  {target && (
                    <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
                      {renewal && (
                        <Typography variant="body2" color="textSecondary">
                          <FormattedMessage id="myAccount.clubs.coachIncluded" />
                        </Typography>
                      )}
                      <Button
                        variant="contained"
                        aria-haspopup="dialog"
                        aria-label={intl.formatMessage(
                          { id: renewal ? 'myAccount.renewFor' : 'myAccount.payNowFor' },
                          { name: club.clubName },
                        )}
                        onClick={() => onPay(target)}
                      >
                        <FormattedMessage id={renewal ? 'myAccount.renew' : 'myAccount.payNow'} />
                      </Button>
                    </Stack>
                  )}
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    );
  }

  return (
    <Box component="section" aria-labelledby="clubs-heading">
      <Typography id="clubs-heading" component="h2" variant="h3" sx={{ mb: 2 }}>
        <FormattedMessage id="myAccount.clubs.title" />
      </Typography>
      {body}
      {editing && (
        <ClubEditDialog
          key={editing.id}
          club={editing}
          role="owner"
          save={(body) => updateClub(config, editing.id, body, intl.locale)}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
