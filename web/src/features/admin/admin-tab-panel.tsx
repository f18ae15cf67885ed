import { lazy, Suspense } from 'react';

import { TableLoading } from '../../components/member-table/table-states';

import { AccountsPanel } from './accounts/accounts-panel';
import type { AdminTab } from './admin-tabs';
import { ClubsPanel } from './clubs/clubs-panel';
import { MembershipsPanel } from './memberships/memberships-panel';

// Its own chunk: the event form (entry settings, image resizing) loads only on its tab.
const EventsPanel = lazy(() =>
  import('./events/events-panel').then((module) => ({ default: module.EventsPanel })),
);

/** The table of one tab; a new key per tab so each starts from page 1 with no search. */
export function AdminTabPanel({ tab }: { tab: AdminTab }) {
  switch (tab) {
    case 'accounts':
      return <AccountsPanel />;
    case 'club-memberships':
      return <ClubsPanel />;
    case 'memberships':
    case 'coaches':
    case 'referees':
      return <MembershipsPanel key={tab} kind={tab} />;
    case 'events':
      return (
        <Suspense fallback={<TableLoading messageId="admin.events.loading" />}>
          <EventsPanel />
        </Suspense>
      );
  }
}
