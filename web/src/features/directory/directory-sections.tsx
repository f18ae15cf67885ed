import { Stack } from '@mui/material';
import { lazy, type ReactNode } from 'react';

import { FirebaseBoundary } from '../../lib/firebase/firebase-boundary';

import { DirectoryCardsSkeleton } from './directory-cards-skeleton';
import { DirectoryListBoundary } from './directory-list-boundary';
import { DirectorySection } from './directory-section';
import { SKELETON_COUNTS } from './directory-section-ids';

const ClubsList = lazy(() => import('./clubs-list'));
const MembersList = lazy(() => import('./members-list'));
const RoleMembersList = lazy(() => import('./role-members-list'));

/** Skeletons until the session is confirmed, then the list loads Firebase and its data. */
function SectionData({
  pending,
  skeletonCount,
  children,
}: {
  pending: boolean;
  skeletonCount: number;
  children: ReactNode;
}) {
  const skeleton = <DirectoryCardsSkeleton count={skeletonCount} />;
  return pending ? (
    skeleton
  ) : (
    <DirectoryListBoundary>
      <FirebaseBoundary fallback={skeleton}>{children}</FirebaseBoundary>
    </DirectoryListBoundary>
  );
}

export function DirectorySections({ pending }: { pending: boolean }) {
  return (
    <Stack spacing={{ xs: 6, md: 8 }}>
      <DirectorySection id="clubs" titleId="directory.clubs.title">
        <SectionData pending={pending} skeletonCount={SKELETON_COUNTS.clubs}>
          <ClubsList />
        </SectionData>
      </DirectorySection>
      <DirectorySection id="members" titleId="directory.members.title">
        <SectionData pending={pending} skeletonCount={SKELETON_COUNTS.members}>
          <MembersList />
        </SectionData>
      </DirectorySection>
      <DirectorySection id="referees" titleId="directory.referees.title">
        <SectionData pending={pending} skeletonCount={SKELETON_COUNTS.referees}>
          <RoleMembersList role="referee" />
        </SectionData>
      </DirectorySection>
      <DirectorySection id="coaches" titleId="directory.coaches.title">
        <SectionData pending={pending} skeletonCount={SKELETON_COUNTS.coaches}>
          <RoleMembersList role="coach" />
        </SectionData>
      </DirectorySection>
    </Stack>
  );
}
