import { useRoleMembers } from './api/use-directory';
import { DirectoryResultView } from './directory-result-view';
import { MemberCardGrid } from './member-card-grid';

const SECTIONS = {
  referee: { emptyId: 'directory.referees.empty', section: 'referees' },
  coach: { emptyId: 'directory.coaches.empty', section: 'coaches' },
} as const;

/** The first 100 referees or coaches by name. */
export function RoleMembersList({ role }: { role: 'referee' | 'coach' }) {
  return (
    <DirectoryResultView
      result={useRoleMembers(role)}
      section={SECTIONS[role].section}
      countOf={(members) => members.length}
      emptyId={SECTIONS[role].emptyId}
    >
      {(members) => <MemberCardGrid members={members} />}
    </DirectoryResultView>
  );
}

export default RoleMembersList;
