import type { DirectoryMember } from './api/directory-entry';
import { CardGrid, CardGridItem } from './card-grid';
import { MemberCard } from './member-card';

/** Members' cards as a list, in the directory's card grid. */
export function MemberCardGrid({ members }: { members: readonly DirectoryMember[] }) {
  return (
    <CardGrid>
      {members.map((member) => (
        <CardGridItem key={member.id}>
          <MemberCard member={member} />
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
