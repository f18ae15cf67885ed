import { useRoleMembers } from './api/use-directory';
import { CardGrid, CardGridItem } from './card-grid';
import { DirectoryResultView } from './directory-result-view';
import { SKELETON_COUNTS } from './directory-section-ids';
import { MemberCard } from './member-card';

const SECTIONS = {
  referee: { emptyId: 'directory.referees.empty', skeletonCount: SKELETON_COUNTS.referees },
  coach: { emptyId: 'directory.coaches.empty', skeletonCount: SKELETON_COUNTS.coaches },
} as const;

/** The first 100 referees or coaches by name; reads Firestore, so it is loaded lazily. */
export function RoleMembersList({ role }: { role: 'referee' | 'coach' }) {
  return (
    <DirectoryResultView
      result={useRoleMembers(role)}
      isEmpty={(members) => members.length === 0}
      skeletonCount={SECTIONS[role].skeletonCount}
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
