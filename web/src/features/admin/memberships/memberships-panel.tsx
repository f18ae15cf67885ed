import { isOneOf } from '@domain/enums';
import { MEMBERSHIP_STATUSES } from '@domain/status';
import { useMediaQuery, useTheme } from '@mui/material';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { MemberTable } from '../../../components/member-table/member-table';
import { fullName } from '../../../components/member-table/member-text';
import { StatusChip } from '../../../components/member-table/status-chip';
import { useConfig } from '../../../config/config-context';
import type { RuntimeConfig } from '../../../config/runtime-config';
import {
  isReasonedStatus,
  type PageQuery,
  type ReasonedStatus,
} from '../../../lib/admin/admin-records';
import {
  listMemberships,
  restoreMembership,
  setMembershipStatus,
  setMembershipStatusWithReason,
  softDeleteMembership,
} from '../../../lib/admin/memberships-api';
import type { MembershipRecord } from '../../../lib/records/records';
import { ExpiryText } from '../shared/expiry-text';
import { FilterSelect } from '../shared/filter-select';
import { ListPagination, listTableProps } from '../shared/list-table-props';
import { ListToolbar } from '../shared/list-toolbar';
import { StatusReasonDialog } from '../shared/on-demand-dialogs';
import { RestoreButton } from '../shared/restore-button';
import { StatusExpiryFilters } from '../shared/status-expiry-filters';
import { MEMBERSHIP_ROLE_OPTIONS } from '../shared/status-options';
import { StatusSelect } from '../shared/status-select';
import { TrashedOn } from '../shared/trashed-on';
import { useRecordList } from '../shared/use-record-list';

import { isDueForHandover } from './handover-due';
import { MEMBERSHIP_KINDS, type MembershipKind } from './membership-kinds';

// The edit dialog, its form and the history download when an administrator opens a membership.
const EditMembershipDialog = lazy(() =>
  import('./edit-membership-dialog').then((m) => ({ default: m.EditMembershipDialog })),
);

// A coach's or referee's certifications, loaded when an administrator opens them.
const CertificationsDialog = lazy(() =>
  import('../certifications/certifications-dialog').then((m) => ({
    default: m.CertificationsDialog,
  })),
);

// The handover at 18 (the athlete's email, the invitation), loaded when an administrator opens it.
const HandoverDialog = lazy(() =>
  import('./handover-dialog').then((m) => ({ default: m.HandoverDialog })),
);

const nameOf = (member: MembershipRecord) => fullName(member) || member.id.slice(0, 8);

/** All Memberships, All Coaches or All Referees: one server-paged member table. */
export function MembershipsPanel({ kind }: { kind: MembershipKind }) {
  const config = useConfig();
  const intl = useIntl();
  const settings = MEMBERSHIP_KINDS[kind];
  const desktop = useMediaQuery(useTheme().breakpoints.up('lg'));
  const listKind = useCallback(
    (runtimeConfig: RuntimeConfig, query: PageQuery) =>
      listMemberships(runtimeConfig, { ...query, role: settings.role ?? query.role }),
    [settings.role],
  );
  const { list, action, notice, askDelete, restore, deleteConfirm } = useRecordList(
    { list: listKind, softDelete: softDeleteMembership, restore: restoreMembership },
    nameOf,
  );
  const [editing, setEditing] = useState<MembershipRecord | null>(null);
  const [certifying, setCertifying] = useState<MembershipRecord | null>(null);
  const [handingOver, setHandingOver] = useState<MembershipRecord | null>(null);
  const [reasoning, setReasoning] = useState<{
    member: MembershipRecord;
    status: ReasonedStatus;
  } | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  // Activate, suspend and cancel need a reason (the member is emailed it); other statuses
  // (in review, approved...) change at once as before.
  const changeStatus = (member: MembershipRecord, status: string) => {
    if (isReasonedStatus(status)) {
      setReasoning({ member, status });
      return;
    }
    if (!isOneOf(MEMBERSHIP_STATUSES, status)) return;
    void action.run(() => setMembershipStatus(config, member.id, status), 'admin.statusFailed');
  };

  const filters = (
    <>
      <StatusExpiryFilters list={list} statusOptions={settings.statusOptions} />
      {settings.role === null && (
        <FilterSelect
          labelId="admin.filter.role"
          value={list.filters.role}
          options={MEMBERSHIP_ROLE_OPTIONS}
          onChange={(value) => list.setFilter('role', value)}
        />
      )}
    </>
  );

  return (
    <>
      <MemberTable
        members={list.items}
        title={t(list.trash ? 'admin.trash.title' : settings.titleId)}
        subtitle={t(settings.subtitleId)}
        searchPlaceholder={t(settings.searchId)}
        columns={settings.columns}
        detailColumns={
          desktop
            ? (settings.desktopDetailColumns ?? settings.detailColumns)
            : settings.detailColumns
        }
        columnHeaderIds={settings.columnHeaderIds}
        texts={settings.texts}
        {...listTableProps(list)}
        error={list.error ? t(settings.loadFailedId) : null}
        onEdit={list.trash ? undefined : setEditing}
        onDelete={list.trash ? undefined : askDelete}
        renderStatus={(member: MembershipRecord) => (
          <>
            {list.trash ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <StatusChip status={member.status} />
                <RestoreButton name={nameOf(member)} onRestore={() => restore(member)} />
              </Stack>
            ) : (
              <StatusSelect
                value={member.status}
                options={settings.statusOptions.filter((o) => o.value !== 'not_yet_eligible')}
                recordName={nameOf(member)}
                onChange={(status) => changeStatus(member, status)}
              />
            )}
            {list.trash && <TrashedOn deletedAt={member.deletedAt} />}
            <ExpiryText expiresAt={member.expiresAt} />
            {settings.role !== null && !list.trash && (
              <Button
                size="small"
                aria-label={intl.formatMessage(
                  { id: 'admin.certifications.openLabel' },
                  { name: nameOf(member) },
                )}
                onClick={() => setCertifying(member)}
              >
                {t('admin.certifications.open')}
              </Button>
            )}
            {!list.trash && isDueForHandover(member) && (
              <Button
                size="small"
                aria-label={intl.formatMessage(
                  { id: 'handover.admin.openLabel' },
                  { name: nameOf(member) },
                )}
                onClick={() => setHandingOver(member)}
              >
                {t('handover.admin.open')}
              </Button>
            )}
          </>
        )}
        toolbar={
          <ListToolbar
            filters={filters}
            trash={list.trash}
            onTrashChange={list.showTrash}
            exportProps={{
              table: 'memberships',
              filter: {
                search: list.search.trim(),
                status: list.filters.status,
                role: settings.role ?? list.filters.role,
              },
              onError: notice.show,
            }}
          />
        }
        footer={<ListPagination list={list} />}
      />
      {editing && (
        <Suspense fallback={null}>
          <EditMembershipDialog
            membership={editing}
            onClose={() => setEditing(null)}
            onSaved={list.reload}
          />
        </Suspense>
      )}
      {certifying && (
        <Suspense fallback={null}>
          <CertificationsDialog
            membershipId={certifying.id}
            name={nameOf(certifying)}
            onClose={() => setCertifying(null)}
            onChanged={list.reload}
          />
        </Suspense>
      )}
      {handingOver && (
        <Suspense fallback={null}>
          <HandoverDialog
            membershipId={handingOver.id}
            name={nameOf(handingOver)}
            onClose={() => setHandingOver(null)}
          />
        </Suspense>
      )}
      <StatusReasonDialog
        request={reasoning && { name: nameOf(reasoning.member), status: reasoning.status }}
        onSubmit={async (reason) => {
          if (!reasoning) return;
          await setMembershipStatusWithReason(
            config,
            reasoning.member.id,
            reasoning.status,
            reason,
          );
          list.reload();
        }}
        onClose={() => setReasoning(null)}
      />
      {deleteConfirm}
      {notice.element}
    </>
  );
}
