import { useState } from 'react';
import { useIntl } from 'react-intl';

import type { MemberColumn } from '../../components/member-table/member-columns';
import { MemberTable } from '../../components/member-table/member-table';
import { PaginationBar } from '../../components/member-table/pagination-bar';
import { onDemandDialog } from '../../components/ui/on-demand-dialog';
import { useConfig } from '../../config/config-context';
import type { MembershipRecord } from '../../lib/records/records';

import { updateClubMember } from './api/club-owner-api';
import { CLUB_ROSTER_PAGE_SIZE, useClubRoster } from './use-club-roster';

// The edit form (and the form schemas with it) loads when the owner first edits a member.
const MembershipEditDialog = onDemandDialog(
  () =>
    import('../../components/membership-edit/membership-edit-dialog').then(
      (module) => module.MembershipEditDialog,
    ),
  (props) => props.membership !== null,
);

const CLUB_COLUMNS: readonly MemberColumn[] = ['member', 'role', 'beltRank', 'division', 'status'];

const TEXTS = {
  emptyFiltered: 'club.members.emptyFiltered',
  emptyNone: 'club.members.emptyNone',
};

/**
 * 'Club Members (count)', paged like the admin tables: the owner may edit members (not
 * school, tier or status), never delete.
 */
export function ClubMembersSection({ load }: { load: boolean }) {
  const config = useConfig();
  const intl = useIntl();
  const roster = useClubRoster(load);
  const [editing, setEditing] = useState<MembershipRecord | null>(null);
  // Before the first answer the count is unknown, not zero.
  const countKnown = !(roster.loading && roster.total === 0);

  return (
    <>
      <MemberTable
        members={roster.members}
        title={
          countKnown
            ? intl.formatMessage({ id: 'club.members.title' }, { count: roster.total })
            : intl.formatMessage({ id: 'club.members.titleLoading' })
        }
        searchPlaceholder={intl.formatMessage({ id: 'club.members.search' })}
        search={roster.searchInput}
        onSearchChange={roster.setSearchInput}
        columns={CLUB_COLUMNS}
        texts={TEXTS}
        loading={roster.loading}
        onEdit={setEditing}
        footer={
          <PaginationBar
            page={roster.page}
            pageSize={CLUB_ROSTER_PAGE_SIZE}
            total={roster.total}
            onPageChange={roster.setPage}
          />
        }
      />
      <MembershipEditDialog
        membership={editing}
        mode="clubOwner"
        onClose={() => setEditing(null)}
        onSave={async (membership, payload) => {
          try {
            await updateClubMember(config, membership.id, payload);
          } catch (error) {
            console.error('Failed to update the club member', error);
            throw error;
          }
          roster.reload();
        }}
      />
    </>
  );
}
