import { useDirectoryClubs } from './api/use-directory';
import { CardGrid, CardGridItem } from './card-grid';
import { ClubCard } from './club-card';
import { DirectoryResultView } from './directory-result-view';

/** Active clubs by name. */
export function ClubsList() {
  return (
    <DirectoryResultView
      result={useDirectoryClubs()}
      section="clubs"
      countOf={(clubs) => clubs.length}
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
