export const ADMIN_TABS = [
  { value: 'dashboard', labelId: 'admin.tab.dashboard' },
  { value: 'accounts', labelId: 'admin.tab.accounts' },
  { value: 'club-memberships', labelId: 'admin.tab.clubs' },
  { value: 'memberships', labelId: 'admin.tab.memberships' },
  { value: 'coaches', labelId: 'admin.tab.coaches' },
  { value: 'referees', labelId: 'admin.tab.referees' },
  { value: 'events', labelId: 'admin.tab.events' },
  { value: 'announcements', labelId: 'admin.tab.announcements' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** The board dashboard opens first; /admin?tab=… opens any other. */
export const DEFAULT_ADMIN_TAB: AdminTab = 'dashboard';

export function adminTabFrom(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_ADMIN_TAB;
}
