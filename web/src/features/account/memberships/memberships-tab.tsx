import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useMediaQuery, useTheme } from '@mui/material';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { RecordStanding } from '../../../components/memberships/record-standing';
import { StatusBadge } from '../../../components/memberships/status-badge';
import type { PaymentTarget } from '../../../components/payments/payment-target';
import { SectionWithAction } from '../../../components/section-with-action/section-with-action';
import { householdDue } from '../../../lib/account/dues';
import type { LiveResult } from '../../../lib/account/my-records';
import type { MembershipRecord } from '../../../lib/records/records';
import { RouterLink } from '../../../lib/routing/router-link';
import { AccountReadFailed } from '../account-read-failed';
import { HandoverNotices } from '../handover/handover-notices';
import { householdTarget } from '../payment-targets';

import { AddMembershipDialog, type AddMembershipSlot } from './add-membership-dialog';
import { needsCertifications } from './competition-eligibility';
import { CompetitionEligibilityText } from './competition-eligibility-text';
import { HouseholdPanel } from './household-panel';
import { MembershipActions } from './membership-actions';
import { useMembershipCells } from './membership-cells';
import { useMyCertifications } from './use-my-certifications';

const COLUMNS = [
  'memberId',
  'name',
  'dateOfBirth',
  'role',
  'beltRank',
  'division',
  'school',
  'tier',
] as const;

/**
 * Memberships tab: a table on large screens, cards on small ones, each membership with how
 * long it is valid and its own Pay Now or Renew, and above them one payment for all that are
 * due when there are several. 'Add New Membership' opens `addMembership` (the app's
 * registration wizard) in a dialog; without it, it links to the wizard's page.
 */
export function MembershipsTab({
  memberships,
  onEdit,
  onPay,
  addMembership,
}: {
  memberships: LiveResult<MembershipRecord[]>;
  onEdit: (membership: MembershipRecord) => void;
  onPay: (target: PaymentTarget) => void;
  addMembership?: AddMembershipSlot;
}) {
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  const closeAdding = useCallback(() => setAdding(false), []);
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('lg'));
  const cellsOf = useMembershipCells();
  const now = new Date();
  const due = householdDue(memberships.data ?? [], now);
  const certifications = useMyCertifications((memberships.data ?? []).some(needsCertifications));
  const editLabel = (membership: MembershipRecord) =>
    intl.formatMessage(
      { id: 'myAccount.memberships.edit' },
      { name: `${membership.firstName} ${membership.lastName}` },
    );

  let body;
  if (memberships.status === 'loading') {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress
          aria-label={intl.formatMessage({ id: 'myAccount.memberships.loading' })}
        />
      </Box>
    );
  } else if (memberships.status === 'error') {
    body = <AccountReadFailed messageId="myAccount.memberships.loadFailed" />;
  } else if (!memberships.data?.length) {
    body = (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="textSecondary">
        <FormattedMessage id="myAccount.memberships.empty" />
      </Typography>
    );
  } else if (large) {
    body = (
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} scope="col">
                  <FormattedMessage id={`myAccount.memberships.column.${column}`} />
                </TableCell>
              ))}
              <TableCell scope="col">
                <FormattedMessage id="myAccount.memberships.column.status" />
              </TableCell>
              <TableCell scope="col">
                <FormattedMessage id="myAccount.memberships.column.actions" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {memberships.data.map((membership) => {
              const cells = cellsOf(membership);
              return (
                <TableRow key={membership.id} hover>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{cells[column]}</TableCell>
                  ))}
                  <TableCell>
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                      <StatusBadge status={membership.status} />
                      <RecordStanding record={membership} now={now} />
                      <CompetitionEligibilityText
                        membership={membership}
                        certifications={certifications}
                        now={now}
                      />
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                      <IconButton
                        aria-label={editLabel(membership)}
                        onClick={() => onEdit(membership)}
                      >
                        <EditIcon />
                      </IconButton>
                      <MembershipActions membership={membership} now={now} onPay={onPay} />
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    );
  } else {
    body = (
      <Stack spacing={2}>
        {memberships.data.map((membership) => {
          const cells = cellsOf(membership);
          return (
            <Card key={membership.id}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Box>
                    <Typography component="h3" variant="h4">
                      {cells.name}
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {cells.memberId}
                    </Typography>
                  </Box>
                  <IconButton aria-label={editLabel(membership)} onClick={() => onEdit(membership)}>
                    <EditIcon />
                  </IconButton>
                </Stack>
                <Stack spacing={0.5} sx={{ my: 1, alignItems: 'flex-start' }}>
                  <StatusBadge status={membership.status} />
                  <RecordStanding record={membership} now={now} />
                  <CompetitionEligibilityText
                    membership={membership}
                    certifications={certifications}
                    now={now}
                  />
                </Stack>
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: 2,
                    rowGap: 0.5,
                  }}
                >
                  {COLUMNS.filter((c) => c !== 'name' && c !== 'memberId').map((column) => (
                    <Box key={column} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="textSecondary">
                        <FormattedMessage id={`myAccount.memberships.column.${column}`} />
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                        {cells[column]}
                      </Typography>
                    </Box>
                  ))}
                </Box>
                <Box sx={{ mt: 1.5 }}>
                  <MembershipActions membership={membership} now={now} onPay={onPay} />
                </Box>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    );
  }

  return (
    <SectionWithAction
      headingId="memberships-heading"
      titleId="myAccount.memberships.title"
      action={
        // The registration wizard starts a complete account at its membership step.
        addMembership ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            aria-haspopup="dialog"
            onClick={() => setAdding(true)}
          >
            <FormattedMessage id="myAccount.memberships.add" />
          </Button>
        ) : (
          <Button component={RouterLink} to="/register" variant="contained" startIcon={<AddIcon />}>
            <FormattedMessage id="myAccount.memberships.add" />
          </Button>
        )
      }
    >
      {/* The handover at 18: a notice for each membership whose athlete is now 18. */}
      <HandoverNotices />
      {due.length > 1 && <HouseholdPanel due={due} onPayAll={() => onPay(householdTarget(due))} />}
      {body}
      {addMembership && adding && (
        <AddMembershipDialog content={addMembership} onClose={closeAdding} />
      )}
    </SectionWithAction>
  );
}
