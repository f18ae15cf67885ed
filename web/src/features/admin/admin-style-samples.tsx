import { accountFromData, clubFromData, membershipFromData } from '../../lib/records/records';

import { AdminConsole } from './admin-console';
import { ADMIN_TABS, type AdminTab } from './admin-tabs';
import { SampleRows } from './shared/use-paged-list';

const ignore = () => undefined;

const sampleMembership = (role: string) =>
  membershipFromData('sample', {
    status: 'active',
    firstName: 'Sample',
    lastName: 'Member',
    role,
    dateOfBirth: '2015-01-01',
    expiresAt: '2030-01-01T00:00:00.000Z',
  });

/** Rows for each table, so that the rows' styles are among the samples' too. */
const SAMPLE_ROWS: Record<AdminTab, readonly { id: string }[] | null> = {
  accounts: [
    accountFromData('sample', { email: 'sample@example.org', firstName: 'Sample', lastName: 'A' }),
    accountFromData('admin', { email: 'admin@example.org', role: 'admin', firstName: 'B' }),
  ],
  'club-memberships': [
    clubFromData('sample', {
      status: 'active',
      clubInfo: { clubName: 'Sample Club', clubEmail: 'club@example.org' },
      expiresAt: '2030-01-01T00:00:00.000Z',
    }),
  ],
  memberships: [sampleMembership('athlete')],
  coaches: [sampleMembership('coach')],
  referees: [sampleMembership('referee')],
  events: null,
};

/**
 * Every tab of the console as it first paints, with a row in its table. Rendered only by the
 * prerenderer, which keeps the CSS and drops the markup: /admin's HTML then carries the
 * console's styles, and the browser does not generate and insert them while it renders.
 */
export function AdminStyleSamples() {
  return (
    <>
      {ADMIN_TABS.map(({ value }) => (
        <SampleRows.Provider key={value} value={SAMPLE_ROWS[value]}>
          <AdminConsole tab={value} onSelectTab={ignore} />
        </SampleRows.Provider>
      ))}
    </>
  );
}
