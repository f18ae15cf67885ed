import { useRoleMembers } from './api/use-directory';
import { CardGrid, CardGridItem } from './card-grid';
import { DirectoryResultView } from './directory-result-view';
import { MemberCard } from './member-card';

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
      {(members) => (
        <CardGrid>
          {members.map((member) => (
            <CardGridItem key={member.id}>
              <MemberCard member={member} />
            </CardGridItem>
          ))}
        </CardGrid>
      )}
    </DirectoryResultView>
  );
}

export default RoleMembersList;
