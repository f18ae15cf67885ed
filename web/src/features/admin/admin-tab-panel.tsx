import { Suspense } from 'react';

import { TableLoading } from '../../components/member-table/table-states';
import { preloadableLazy } from '../../lib/lazy/preloadable-lazy';

import type { AdminTab } from './admin-tabs';

// Each tab's table, actions and dialogs load with the tab, not with the console (the
// dashboard's charts library later still, with its first chart).
const DashboardPanel = preloadableLazy(() =>
  import('./dashboard/dashboard-panel').then((module) => module.DashboardPanel),
);
const AccountsPanel = preloadableLazy(() =>
  import('./accounts/accounts-panel').then((module) => module.AccountsPanel),
);
const ClubsPanel = preloadableLazy(() =>
  import('./clubs/clubs-panel').then((module) => module.ClubsPanel),
);
const MembershipsPanel = preloadableLazy(() =>
  import('./memberships/memberships-panel').then((module) => module.MembershipsPanel),
);
const EventsPanel = preloadableLazy(() =>
  import('./events/events-panel').then((module) => module.EventsPanel),
);
const AnnouncementsPanel = preloadableLazy(() =>
  import('./announcements/announcements-panel').then((module) => module.AnnouncementsPanel),
);

const PANELS = {
  dashboard: DashboardPanel,
  accounts: AccountsPanel,
  'club-memberships': ClubsPanel,
  memberships: MembershipsPanel,
  coaches: MembershipsPanel,
  referees: MembershipsPanel,
  events: EventsPanel,
  announcements: AnnouncementsPanel,
} satisfies Record<AdminTab, { preload: () => Promise<unknown> }>;

/** What each tab's table says while it loads, said while its code loads too. */
const LOADING_IDS: Record<AdminTab, string> = {
  dashboard: 'admin.dashboard.loading',
  accounts: 'admin.accounts.loading',
  'club-memberships': 'admin.clubs.loading',
  memberships: 'admin.memberships.loading',
  coaches: 'admin.coaches.loading',
  referees: 'admin.referees.loading',
  events: 'admin.events.loading',
  announcements: 'admin.announcements.loading',
};

/** The message of a tab's table while it loads. */
export const loadingIdOf = (tab: AdminTab) => LOADING_IDS[tab];

/** Starts loading one tab's code. */
export function preloadAdminTab(tab: AdminTab): Promise<unknown> {
  return PANELS[tab].preload();
}

/** Starts loading every tab's code, so that opening one shows it at once. */
export function preloadAdminTabs() {
  for (const panel of new Set(Object.values(PANELS))) void panel.preload();
}

function panelOf(tab: AdminTab) {
  switch (tab) {
    case 'dashboard':
      return <DashboardPanel />;
    case 'accounts':
      return <AccountsPanel />;
    case 'club-memberships':
      return <ClubsPanel />;
    case 'memberships':
    case 'coaches':
    case 'referees':
      return <MembershipsPanel kind={tab} />;
    case 'events':
      return <EventsPanel />;
    case 'announcements':
      return <AnnouncementsPanel />;
  }
}

/** The table of one tab; a new key per tab so each starts from page 1 with no search. */
export function AdminTabPanel({ tab }: { tab: AdminTab }) {
  return (
    <Suspense key={tab} fallback={<TableLoading messageId={loadingIdOf(tab)} />}>
      {panelOf(tab)}
    </Suspense>
  );
}
