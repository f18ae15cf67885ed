import { AccountsPanel } from './accounts/accounts-panel';
import type { AdminTab } from './admin-tabs';
import { ClubsPanel } from './clubs/clubs-panel';
import { MembershipsPanel } from './memberships/memberships-panel';

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
  }
}
