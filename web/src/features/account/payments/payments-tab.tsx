import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';

import { CONTACT_EMAIL } from '../../../config/contact';
import {
  entryFeeEventTitle,
  latestPerMembership,
  paymentAmount,
} from '../../../lib/account/payment-history';
import { usePaymentHistory } from '../../../lib/account/use-payment-history';
import { fullName, type ClubRecord, type MembershipRecord } from '../../../lib/records/records';

const STATUS_COLOURS: Record<string, 'success' | 'error' | 'warning' | 'default'> = {
  completed: 'success',
  failed: 'error',
  pending: 'warning',
};

/**
 * Payment history: the latest transaction per membership, with refresh (spec 02 §2), read
 * live from the caller's own payments. Each says whether it paid a first year, a renewal, a
 * household (and which memberships) or an event's entry fee (which event, who was entered),
 * and a disputed payment shows the dispute's state.
 */
export function PaymentsTab({
  uid,
  memberships,
  clubs,
}: {
  uid: string;
  memberships: MembershipRecord[];
  clubs: ClubRecord[];
}) {
  const intl = useIntl();
  const history = usePaymentHistory(uid);
  const byId = new Map(memberships.map((membership) => [membership.id, membership]));
  const clubsById = new Map(clubs.map((club) => [club.id, club]));
  const rows = latestPerMembership(history.transactions);

  let body;
  if (history.status === 'loading') {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={intl.formatMessage({ id: 'myAccount.payments.loading' })} />
      </Box>
    );
  } else if (history.status === 'error') {
    body = (
      <Alert severity="error" role="alert">
        <AlertTitle>
          <FormattedMessage id="myAccount.payments.loadFailed" />
        </AlertTitle>
        {history.error}
      </Alert>
    );
  } else if (!rows.length) {
    body = (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        <FormattedMessage id="myAccount.payments.empty" />
      </Typography>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {['member', 'purpose', 'tier', 'amount', 'status', 'date'].map((column) => (
                <TableCell key={column} scope="col">
                  <FormattedMessage id={`myAccount.payments.column.${column}`} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((transaction) => {
              const entry = transaction.event_entry;
              const covered = transaction.membership_ids.flatMap((id) => byId.get(id) ?? []);
              const household = transaction.purpose === 'household' || covered.length > 1;
              const membership = transaction.membership_id
                ? byId.get(transaction.membership_id)
                : undefined;
              // A club's fee: the club's name and the Club tier.
              const club = transaction.club_membership_id
                ? clubsById.get(transaction.club_membership_id)
                : undefined;
              const tierLabel = (tier: string | null) =>
                intl.formatMessage({ id: `myAccount.tier.${tier || 'basic'}` });
              const tier = entry
                ? null
                : household
                  ? [...new Set(covered.map((m) => tierLabel(m.membershipTier)))].join(', ')
                  : club
                    ? tierLabel('club')
                    : tierLabel(membership?.membershipTier ?? null);
              // An entry fee: who was entered (stored on the payment, or the household's
              // membership for payments stored before), and the event in the reader's language.
              const entrant = entry
                ? (entry.entrant_name ??
                  (entry.membership_id && byId.has(entry.membership_id)
                    ? fullName(byId.get(entry.membership_id) as MembershipRecord)
                    : null))
                : null;
              const eventTitle = entry ? entryFeeEventTitle(intl.locale, entry) : null;
              const status = ['completed', 'failed', 'pending'].includes(transaction.status)
                ? transaction.status
                : 'other';
              // Payments made before renewals existed were all first years.
              const purpose = household ? 'household' : (transaction.purpose ?? 'first');
              const date = transaction.completed_at ?? transaction.created_at;
              return (
                <TableRow key={transaction.id}>
                  <TableCell>
                    {entry && entrant ? (
                      entrant
                    ) : household ? (
                      <>
                        <FormattedMessage id="myAccount.payments.household" />
                        <Typography variant="body2" color="text.secondary">
                          <FormattedMessage
                            id="myAccount.payments.covers"
                            values={{
                              names: intl.formatList(covered.map(fullName), {
                                type: 'conjunction',
                              }),
                            }}
                          />
                        </Typography>
                      </>
                    ) : membership ? (
                      fullName(membership)
                    ) : club ? (
                      club.clubName
                    ) : (
                      <FormattedMessage id="myAccount.payments.unknownMember" />
                    )}
                  </TableCell>
                  <TableCell>
                    {entry ? (
                      eventTitle ? (
                        <FormattedMessage
                          id="myAccount.payments.entryFeeFor"
                          values={{ event: eventTitle }}
                        />
                      ) : (
                        <FormattedMessage id="myAccount.payments.entryFee" />
                      )
                    ) : (
                      <FormattedMessage id={`myAccount.payments.purpose.${purpose}`} />
                    )}
                  </TableCell>
                  <TableCell>{tier || '—'}</TableCell>
                  <TableCell>
                    {paymentAmount(intl.locale, transaction.amount, transaction.currency)}
                  </TableCell>
                  <TableCell>
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                      <Chip
                        size="small"
                        color={STATUS_COLOURS[status] ?? 'default'}
                        label={intl.formatMessage({ id: `myAccount.payments.status.${status}` })}
                      />
                      {transaction.dispute_status && (
                        <Typography variant="body2" sx={{ fontWeight: 700, maxWidth: 220 }}>
                          <FormattedMessage
                            id={`myAccount.payments.dispute.${transaction.dispute_status}`}
                          />
                        </Typography>
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    {date ? intl.formatDate(date, { dateStyle: 'medium' }) : '—'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Box component="section" aria-labelledby="payments-heading">
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}
      >
        <Typography id="payments-heading" component="h2" variant="h3">
          <FormattedMessage id="myAccount.payments.title" />
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={history.refresh}
          disabled={history.status === 'loading'}
        >
          <FormattedMessage id="myAccount.payments.refresh" />
        </Button>
      </Stack>
      {body}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        <FormattedMessage
          id="myAccount.payments.support"
          values={{ email: <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link> }}
        />
      </Typography>
    </Box>
  );
}
