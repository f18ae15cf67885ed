export const ACCOUNT_TABS = [
  'account',
  'memberships',
  'cards',
  'clubs',
  'events',
  'payments',
  'messages',
] as const;
export type AccountTabId = (typeof ACCOUNT_TABS)[number];
export const DEFAULT_TAB: AccountTabId = 'memberships';

/** ?tab= chooses the tab; an unknown or missing value gives the default (memberships). */
export function tabFromQuery(value: string | null): AccountTabId {
  return (ACCOUNT_TABS as readonly string[]).includes(value ?? '')
    ? (value as AccountTabId)
    : DEFAULT_TAB;
}

/** Everything but the Account tab waits for a complete account. */
export const isTabLocked = (tab: AccountTabId, complete: boolean) => !complete && tab !== 'account';
