import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { whenVisitorActs } from '../../lib/scheduling/main-thread';
import { useRequiredSession } from '../../lib/session/use-required-session';

import { AdminConsole } from './admin-console';
import { preloadAdminTab, preloadAdminTabs } from './admin-tab-panel';
import { DEFAULT_ADMIN_TAB, adminTabFrom, type AdminTab } from './admin-tabs';

/** /admin: the administrators' console, one tab per kind of record. */
export function AdminPage() {
  usePageMeta('admin.title', 'admin.lead');
  const { user, ready } = useRequiredSession({ admin: true });
  const isAdmin = Boolean(user?.isAdmin);
  const [params, setParams] = useSearchParams();
  const tab = adminTabFrom(params.get('tab'));
  // For an administrator (known from the stored session), the open tab's code downloads
  // while the session is confirmed; the other tabs' once they start using the page.
  useEffect(() => {
    if (isAdmin) void preloadAdminTab(tab);
  }, [isAdmin, tab]);
  useEffect(() => (isAdmin ? whenVisitorActs(preloadAdminTabs) : undefined), [isAdmin]);
  const selectTab = useCallback(
    (next: AdminTab) =>
      setParams(next === DEFAULT_ADMIN_TAB ? {} : { tab: next }, { replace: false }),
    [setParams],
  );
  // An administrator known from the stored session sees the console at once; the open tab's
  // table loads once Firebase has confirmed the session, which its requests need. Anyone
  // else waits for the confirmation, and is sent on (useRequiredSession).
  if (!isAdmin) return <LoadingScreen messageId="admin.loading" />;
  return <AdminConsole tab={tab} onSelectTab={selectTab} loadTable={ready} />;
}
