import { MEMBERSHIP_ROLES } from '@domain/enums';
import { REVIEW_FILTER_STATUSES } from '@domain/status';

import { AnnouncementsStyleSamples } from '../../components/announcements/announcements-workspace';
import { pick, SampleRows } from '../../lib/paging/sample-rows';
import { membershipFromData } from '../../lib/records/records';

import { ClubHeader } from './club-header';
import { ClubManagement } from './club-management';
import { CLUB_ROSTER_PAGE_SIZE } from './use-club-roster';

const SAMPLE_CLUB = {
  id: 'sample-club',
  clubName: 'Sample Club',
  clubAddress: '1 Sample St',
  clubLogo: null,
};

// More members than a page holds, so that the pagination is among the samples too; every
// status and role, so that each badge's colour is sampled.
const SAMPLE_MEMBERS = Array.from({ length: CLUB_ROSTER_PAGE_SIZE + 1 }, (_, index) =>
  membershipFromData(`sample-${index}`, {
    status: pick(REVIEW_FILTER_STATUSES, index),
    firstName: 'Sample',
    lastName: 'Member',
    role: pick(MEMBERSHIP_ROLES, index),
    beltRank: 'blue',
    dateOfBirth: '2015-01-01',
  }),
);

/**
 * The club management page as it paints for an owner, with members in its table (and the
 * header of a club with a logo, and its messages' list). Rendered
 * only by the prerenderer, which keeps the CSS and drops the markup: /manage-club's HTML then
 * carries the page's styles, and the browser does not generate and insert them while it
 * renders.
 */
export function ClubStyleSamples() {
  return (
    <SampleRows.Provider value={SAMPLE_MEMBERS}>
      <ClubManagement club={SAMPLE_CLUB} loadRoster />
      <ClubHeader club={{ ...SAMPLE_CLUB, clubLogo: '/sample-logo.png' }} />
      <AnnouncementsStyleSamples writer={{ scope: 'club', clubId: SAMPLE_CLUB.id }} />
    </SampleRows.Provider>
  );
}
