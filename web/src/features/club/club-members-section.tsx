import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import type { MemberColumn } from '../../components/member-table/member-columns';
import { MemberTable } from '../../components/member-table/member-table';
import { MembershipEditDialog } from '../../components/member-table/membership-edit-dialog';
import { useConfig } from '../../config/config-context';
import { listClubMembers, updateClubMember } from '../../lib/clubs/club-owner-api';
import type { MemberRecord } from '../../lib/clubs/member-record';

const CLUB_COLUMNS: readonly MemberColumn[] = ['member', 'role', 'beltRank', 'division', 'status'];

const TEXTS = {
  emptyFiltered: 'club.members.emptyFiltered',
  emptyNone: 'club.members.emptyNone',
};

/** 'Club Members (count)': the owner may edit members (not school, tier or status), never delete. */
export function ClubMembersSection() {
  const config = useConfig();
  const intl = useIntl();
  const [members, setMembers] = useState<MemberRecord[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<MemberRecord | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    return listClubMembers(config)
      .then(setMembers)
      .catch((error: unknown) => {
        // Spec 02 §8: logged only; the empty state shows.
        console.error('Failed to load the club members', error);
        setMembers([]);
      })
      .finally(() => setLoading(false));
  }, [config]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <MemberTable
        members={members}
        title={intl.formatMessage({ id: 'club.members.title' }, { count: members.length })}
        searchPlaceholder={intl.formatMessage({ id: 'club.members.search' })}
        columns={CLUB_COLUMNS}
        texts={TEXTS}
        loading={loading}
        onEdit={setEditing}
      />
      <MembershipEditDialog
        member={editing}
        isClubOwner
        onClose={() => setEditing(null)}
        onSave={async (member, payload) => {
          try {
            await updateClubMember(config, member.id, payload);
          } catch (error) {
            console.error('Failed to update the club member', error);
            throw error;
          }
          await load();
        }}
      />
    </>
  );
}
