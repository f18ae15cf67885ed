import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, type ReactNode } from 'react';

import { DirectoryCardsSkeleton } from './directory-cards-skeleton';
import { DirectoryListBoundary } from './directory-list-boundary';
import { DirectorySection } from './directory-section';
import type { DirectorySectionId } from './directory-section-ids';
import { GoLiveAfterSections } from './first-screen';
import { PAGE_SIZE_ROW } from './page-size-row';
import { skeletonCount } from './skeleton-counts';

const ClubsList = lazy(() => import('./clubs-list'));
const MembersList = lazy(() => import('./members-list'));
const RoleMembersList = lazy(() => import('./role-members-list'));

/**
 * Skeletons until the session is confirmed, then the list's chunk and its data. The skeleton
 * takes the list's space (its cards as last shown, the members' page-size row).
 */
function SectionData({
  pending,
  section,
  children,
}: {
  pending: boolean;
  section: DirectorySectionId;
  children: ReactNode;
}) {
  const skeleton = (
    <>
      {section === 'members' && <Box sx={PAGE_SIZE_ROW} />}
      <DirectoryCardsSkeleton count={skeletonCount(section)} />
    </>
  );
  return pending ? (
    skeleton
  ) : (
    <DirectoryListBoundary>
      <Suspense fallback={skeleton}>{children}</Suspense>
    </DirectoryListBoundary>
  );
}

export function DirectorySections({ pending }: { pending: boolean }) {
  return (
    <GoLiveAfterSections>
      <Stack spacing={{ xs: 6, md: 8 }}>
        <DirectorySection id="clubs" titleId="directory.clubs.title" holdsFirstScreen>
          <SectionData pending={pending} section="clubs">
            <ClubsList />
          </SectionData>
        </DirectorySection>
        <DirectorySection id="members" titleId="directory.members.title">
          <SectionData pending={pending} section="members">
            <MembersList />
          </SectionData>
        </DirectorySection>
        <DirectorySection id="referees" titleId="directory.referees.title">
          <SectionData pending={pending} section="referees">
            <RoleMembersList role="referee" />
          </SectionData>
        </DirectorySection>
        <DirectorySection id="coaches" titleId="directory.coaches.title">
          <SectionData pending={pending} section="coaches">
            <RoleMembersList role="coach" />
          </SectionData>
        </DirectorySection>
      </Stack>
    </GoLiveAfterSections>
  );
}
