import { lazy, Suspense, useState, type ComponentType } from 'react';

import { TableLoading } from '../../components/member-table/table-states';

import type { AdminTab } from './admin-tabs';

/**
 * A tab's panel in a chunk of its own, which `preload` starts loading before the tab shows.
 * Code already loaded renders at once, without a frame of the fallback.
 */
function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((panel) => (loaded = panel)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Panel(props: P) {
    // Chosen once: React may show the lazy one as the code arrives, and a later switch to
    // the loaded one would mount the panel again (its page, search and dialog lost).
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Panel, { preload });
}

// Each tab's table, actions and dialogs load with the tab, not with the console.
const AccountsPanel = lazyPanel(() =>
  import('./accounts/accounts-panel').then((module) => module.AccountsPanel),
);
const ClubsPanel = lazyPanel(() =>
  import('./clubs/clubs-panel').then((module) => module.ClubsPanel),
);
const MembershipsPanel = lazyPanel(() =>
  import('./memberships/memberships-panel').then((module) => module.MembershipsPanel),
);
const EventsPanel = lazyPanel(() =>
  import('./events/events-panel').then((module) => module.EventsPanel),
);

const PANELS = {
  accounts: AccountsPanel,
  'club-memberships': ClubsPanel,
  memberships: MembershipsPanel,
  coaches: MembershipsPanel,
  referees: MembershipsPanel,
  events: EventsPanel,
} satisfies Record<AdminTab, { preload: () => Promise<unknown> }>;

/** What each tab's table says while it loads, said while its code loads too. */
const LOADING_IDS: Record<AdminTab, string> = {
  accounts: 'admin.accounts.loading',
  'club-memberships': 'admin.clubs.loading',
  memberships: 'admin.memberships.loading',
  coaches: 'admin.coaches.loading',
  referees: 'admin.referees.loading',
  events: 'admin.events.loading',
};

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
  }
}

/** The table of one tab; a new key per tab so each starts from page 1 with no search. */
export function AdminTabPanel({ tab }: { tab: AdminTab }) {
  return (
    <Suspense key={tab} fallback={<TableLoading messageId={LOADING_IDS[tab]} />}>
      {panelOf(tab)}
    </Suspense>
  );
}
