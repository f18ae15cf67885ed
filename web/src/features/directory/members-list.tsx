import Box from '@mui/material/Box';
import { useState } from 'react';

import { useRealtime } from '../../lib/firebase/read-then-live';
import { scrollToSection } from '../../lib/scroll/scroll-to-section';

import { DEFAULT_MEMBER_PAGE_SIZE, type MemberCursor } from './api/members-page';
import { useMembersPage } from './api/use-directory';
import { DirectoryResultView } from './directory-result-view';
import { MemberCardGrid } from './member-card-grid';
import { MembersPaginationFooter } from './members-pagination-footer';
import { PAGE_SIZE_ROW } from './page-size-row';
import { PageSizeSelect } from './page-size-select';

/**
 * Athletes page by page. Each entry of the stack is where a page starts (null for the
 * first), so going back pops it. A page turned or resized goes live: its listener reads it.
 */
export function MembersList() {
  const { goLive } = useRealtime();
  const [pageSize, setPageSize] = useState(DEFAULT_MEMBER_PAGE_SIZE);
  const [cursors, setCursors] = useState<(MemberCursor | null)[]>([null]);
  const result = useMembersPage(pageSize, cursors[cursors.length - 1]);
  const page = result.status === 'success' ? result.data : undefined;

  const goTo = (next: (MemberCursor | null)[]) => {
    goLive();
    setCursors(next);
    scrollToSection('members');
  };

  return (
    <>
      <Box sx={PAGE_SIZE_ROW}>
        <PageSizeSelect
          value={pageSize}
          onChange={(size) => {
            goLive();
            setPageSize(size);
            setCursors([null]);
          }}
        />
      </Box>
      <DirectoryResultView
        result={result}
        section="members"
        countOf={({ members }) => members.length}
        remember={cursors.length === 1 && pageSize === DEFAULT_MEMBER_PAGE_SIZE}
        emptyId="directory.members.empty"
      >
        {({ members }) => <MemberCardGrid members={members} />}
      </DirectoryResultView>
      {result.status !== 'error' && (
        <MembersPaginationFooter
          pageNumber={cursors.length}
          pageSize={pageSize}
          shownCount={page ? page.members.length : null}
          hasPrevious={cursors.length > 1}
          hasNext={Boolean(page?.nextCursor)}
          onPrevious={() => goTo(cursors.slice(0, -1))}
          onNext={() => {
            if (page?.nextCursor) goTo([...cursors, page.nextCursor]);
          }}
        />
      )}
    </>
  );
}

export default MembersList;
