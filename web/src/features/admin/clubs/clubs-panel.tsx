import { isOneOf } from '@domain/enums';
import { CLUB_STATUSES } from '@domain/status';
import type { InvitationCreatedWire } from '@domain/wire/club-invitation';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import BlockIcon from '@mui/icons-material/Block';
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { PaymentChip, StatusChip } from '../../../components/member-table/status-chip';
import { onDemandDialog } from '../../../components/ui/on-demand-dialog';
import { useConfig } from '../../../config/config-context';
import { isReasonedStatus, type ReasonedStatus } from '../../../lib/admin/admin-records';
import type { ClubRecord } from '../../../lib/records/records';
import {
  decideClubName,
  listClubMemberships,
  restoreClubMembership,
  revokeClubInvitation,
  setClubStatusWithReason,
  softDeleteClubMembership,
  updateClubMembership,
} from '../api/clubs-api';
import { ExpiryText } from '../shared/expiry-text';
import { HistoryPanel } from '../shared/history-panel';
import { ConfirmDialog, StatusReasonDialog } from '../shared/on-demand-dialogs';
import { PagedRecordTable } from '../shared/paged-record-table';
import type { RecordColumn } from '../shared/record-table';
import { RowActions } from '../shared/row-actions';
import { StatusExpiryFilters } from '../shared/status-expiry-filters';
import { CLUB_STATUS_OPTIONS } from '../shared/status-options';
import { StatusSelect } from '../shared/status-select';
import { TrashedOn } from '../shared/trashed-on';
import { useRecordList, type TrashableRecordRequests } from '../shared/use-record-list';

import { copyText, invitationLink } from './copy-invite-link';
import { InviteResult } from './invite-result';

// The edit and invitation forms download when an administrator opens one.
const ClubEditDialog = lazy(() =>
  import('../../../components/club-edit/club-edit-dialog').then((module) => ({
    default: module.ClubEditDialog,
  })),
);
const InviteClubDialog = onDemandDialog(
  () => import('./invite-club-dialog').then((module) => module.InviteClubDialog),
  (props) => props.open,
);

type ClubRow = ClubRecord;

const nameOf = (club: ClubRecord) => club.clubName || club.id.slice(0, 8);

const CLUB_REQUESTS: TrashableRecordRequests<ClubRecord> = {
  list: listClubMemberships,
  softDelete: softDeleteClubMembership,
  restore: restoreClubMembership,
};

/** All Clubs: invitations, the inline status, edit, soft delete and restore. */
export function ClubsPanel() {
  const config = useConfig();
  const intl = useIntl();
  const { list, action, notice, askDelete, restore, deleteConfirm } = useRecordList(
    CLUB_REQUESTS,
    nameOf,
  );
  const [inviting, setInviting] = useState(false);
  const [invitation, setInvitation] = useState<InvitationCreatedWire | null>(null);
  const [editing, setEditing] = useState<ClubRecord | null>(null);
  const [revoking, setRevoking] = useState<ClubRecord | null>(null);
  const [reasoning, setReasoning] = useState<{ club: ClubRecord; status: ReasonedStatus } | null>(
    null,
  );
  const t = (id: string) => intl.formatMessage({ id });
  const na = t('memberTable.notAvailable');

  const copy = async (link: string) => {
    try {
      await copyText(link);
      notice.show(t('admin.invite.copied'), 'success');
    } catch {
      notice.show(link, 'info');
    }
  };
  // Activate, suspend and cancel need a reason (the owner is emailed it). Other statuses:
  // status only, as an invited club has no details yet to send back.
  const changeStatus = (club: ClubRecord, status: string) => {
    if (isReasonedStatus(status)) {
      setReasoning({ club, status });
      return;
    }
    if (!isOneOf(CLUB_STATUSES, status)) return;
    void action.run(() => updateClubMembership(config, club.id, { status }), 'admin.statusFailed');
  };
  const confirmRevoke = () => {
    const code = revoking?.inviteCode;
    if (!code) return;
    void action.confirm(
      () => revokeClubInvitation(config, code),
      'admin.invite.revokeFailed',
      () => setRevoking(null),
    );
  };

  const columns: RecordColumn<ClubRow>[] = [
    {
      headerId: 'admin.clubs.column.club',
      cell: (club) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{nameOf(club)}</Typography>
          <Typography variant="caption" color="textSecondary">
            {t('admin.clubs.clubId')} {club.memberId || club.id.slice(0, 8)}
          </Typography>
        </>
      ),
    },
    {
      headerId: 'admin.clubs.column.owner',
      cell: (club) => club.clubOwnerName || na,
      detail: true,
    },
    {
      headerId: 'admin.clubs.column.contact',
      detail: true,
      cell: (club) => (
        <>
          <div>{club.clubEmail || na}</div>
          <div>{club.clubPhone || ''}</div>
        </>
      ),
    },
    {
      headerId: 'admin.clubs.column.status',
      cell: (club) =>
        list.trash ? (
          <>
            <StatusChip status={club.status} />
            <TrashedOn deletedAt={club.deletedAt} />
          </>
        ) : (
          <StatusSelect
            value={club.status}
            options={CLUB_STATUS_OPTIONS}
            recordName={nameOf(club)}
            onChange={(status) => changeStatus(club, status)}
          />
        ),
    },
    {
      headerId: 'admin.clubs.column.expires',
      cell: (club) => <ExpiryText expiresAt={club.expiresAt} />,
    },
    {
      headerId: 'admin.clubs.column.payment',
      cell: (club) => <PaymentChip status={club.paymentStatus} />,
    },
    {
      headerId: 'admin.column.actions',
      cell: (club) => (
        <RowActions
          name={nameOf(club)}
          trash={list.trash}
          onEdit={() => setEditing(club)}
          onDelete={() => askDelete(club)}
          onRestore={() => restore(club)}
          extra={
            club.status === 'invite_created' && club.inviteCode ? (
              <>
                <IconButton
                  size="small"
                  onClick={() => copy(invitationLink(club.inviteCode ?? ''))}
                  aria-label={intl.formatMessage(
                    { id: 'admin.invite.copyFor' },
                    { name: nameOf(club) },
                  )}
                >
                  <LinkIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  onClick={() => setRevoking(club)}
                  aria-label={intl.formatMessage(
                    { id: 'admin.invite.revokeFor' },
                    { name: nameOf(club) },
                  )}
                >
                  <BlockIcon fontSize="small" />
                </IconButton>
              </>
            ) : null
          }
        />
      ),
    },
  ];

  return (
    <>
      <PagedRecordTable
        list={list}
        messages="admin.clubs"
        rowName={nameOf}
        columns={columns}
        banner={
          <Stack spacing={2} sx={{ mb: 2 }}>
            <Button
              variant="contained"
              startIcon={<AddBusinessOutlinedIcon />}
              onClick={() => setInviting(true)}
              sx={{ alignSelf: 'flex-start' }}
            >
              <FormattedMessage id="admin.invite.open" />
            </Button>
            {invitation && (
              <InviteResult
                invitation={invitation}
                onCopy={copy}
                onClose={() => setInvitation(null)}
              />
            )}
          </Stack>
        }
        filters={<StatusExpiryFilters list={list} statusOptions={CLUB_STATUS_OPTIONS} />}
        exportProps={{
          table: 'club-memberships',
          filter: { search: list.search.trim(), status: list.filters.status },
          onError: notice.show,
        }}
      />
      <InviteClubDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(created) => {
          setInvitation(created);
          list.reload();
        }}
      />
      <StatusReasonDialog
        record="club"
        request={reasoning && { name: nameOf(reasoning.club), status: reasoning.status }}
        onSubmit={async (reason) => {
          if (!reasoning) return;
          await setClubStatusWithReason(config, reasoning.club.id, reasoning.status, reason);
          list.reload();
        }}
        onClose={() => setReasoning(null)}
      />
      {editing && (
        <Suspense fallback={null}>
          <ClubEditDialog
            key={editing.id}
            club={editing}
            role="admin"
            save={(body) => updateClubMembership(config, editing.id, body)}
            decideName={(decision) => decideClubName(config, editing.id, decision)}
            onClose={() => setEditing(null)}
            onSaved={list.reload}
          >
            <HistoryPanel recordId={editing.id} />
          </ClubEditDialog>
        </Suspense>
      )}
      {deleteConfirm}
      <ConfirmDialog
        open={revoking !== null}
        destructive
        loading={action.busy}
        title={<FormattedMessage id="admin.invite.revokeTitle" />}
        message={
          <FormattedMessage
            id="admin.invite.revokeMessage"
            values={{ name: revoking ? nameOf(revoking) : '' }}
          />
        }
        confirmLabel={<FormattedMessage id="admin.invite.revoke" />}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
      {notice.element}
    </>
  );
}
