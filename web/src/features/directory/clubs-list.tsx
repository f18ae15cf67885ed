import { useDirectoryClubs } from './api/use-directory';
import { CardGrid, CardGridItem } from './card-grid';
import { ClubCard } from './club-card';
import { DirectoryResultView } from './directory-result-view';
import { SKELETON_COUNTS } from './directory-section-ids';

/** Active clubs by name; reads Firestore, so it is loaded lazily. */
export function ClubsList() {
  return (
    <DirectoryResultView
      result={useDirectoryClubs()}
      isEmpty={(clubs) => clubs.length === 0}
      skeletonCount={SKELETON_COUNTS.clubs}
      emptyId="directory.clubs.empty"
    >
      {(clubs) => (
        <CardGrid>
          {clubs.map((club) => (
            <CardGridItem key={club.id}>
              <ClubCard club={club} />
            </CardGridItem>
          ))}
        </CardGrid>
      )}
    </DirectoryResultView>
  );
}

export default ClubsList;
