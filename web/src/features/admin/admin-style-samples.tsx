import { ACCOUNT_ROLES, MEMBERSHIP_ROLES, TIERS } from '@domain/enums';
import { CLUB_STATUSES, PAYMENT_STATUSES, REVIEW_FILTER_STATUSES } from '@domain/status';

import { pick, SampleRows } from '../../lib/paging/sample-rows';
import { accountFromData, clubFromData, membershipFromData } from '../../lib/records/records';

import { AdminConsole } from './admin-console';
import { ADMIN_TABS, type AdminTab } from './admin-tabs';
import { PAGE_SIZE } from './shared/use-paged-list';

const ignore = () => undefined;

// More rows than a page holds, so that the pagination is among the samples too.
const ROW_COUNT = PAGE_SIZE + 1;
const EXPIRES_AT = '2030-01-01T00:00:00.000Z';
const sampleRows = <T,>(row: (index: number) => T): T[] =>
  Array.from({ length: ROW_COUNT }, (_, index) => row(index));

const sampleMemberships = (roles: readonly string[]) =>
  sampleRows((index) =>
    membershipFromData(`sample-${index}`, {
      status: pick(REVIEW_FILTER_STATUSES, index),
      paymentStatus: pick(PAYMENT_STATUSES, index),
      firstName: 'Sample',
      lastName: 'Member',
      role: pick(roles, index),
      membershipTier: pick(TIERS, index),
      dateOfBirth: '2015-01-01',
      expiresAt: EXPIRES_AT,
    }),
  );

/** Rows of every kind of status, payment and role, so that each badge's colour is sampled. */
const SAMPLE_ROWS: Record<AdminTab, readonly { id: string }[] | null> = {
  dashboard: null,
  accounts: sampleRows((index) =>
    accountFromData(`sample-${index}`, {
      email: 'sample@example.org',
      firstName: 'Sample',
      lastName: 'Account',
      role: pick(ACCOUNT_ROLES, index),
      isActive: index !== 1,
      deletionRequestedAt: index === 2 ? EXPIRES_AT : null,
    }),
  ),
  'club-memberships': sampleRows((index) =>
    clubFromData(`sample-${index}`, {
      status: pick(CLUB_STATUSES, index),
      paymentStatus: pick(PAYMENT_STATUSES, index),
      clubInfo: { clubName: 'Sample Club', clubEmail: 'club@example.org' },
      expiresAt: EXPIRES_AT,
    }),
  ),
  memberships: sampleMemberships(MEMBERSHIP_ROLES),
  coaches: sampleMemberships(['coach']),
  referees: sampleMemberships(['referee']),
  events: null,
  announcements: null,
};

/**
 * Every tab of the console as it first paints, with rows in its table. Rendered only by the
 * prerenderer, which keeps the CSS and drops the markup: /admin's HTML then carries the
 * console's styles, and the browser does not generate and insert them while it renders.
 */
export function AdminStyleSamples() {
  return (
    <>
      {ADMIN_TABS.map(({ value }) => (
        <SampleRows.Provider key={value} value={SAMPLE_ROWS[value]}>
          <AdminConsole tab={value} onSelectTab={ignore} loadTable />
        </SampleRows.Provider>
      ))}
    </>
  );
}
