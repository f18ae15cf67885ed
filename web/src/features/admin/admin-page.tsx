import { LoadingScreen } from '../../components/ui/loading-screen';
import { SimplePage } from '../../components/ui/simple-page';
import { useRequiredSession } from '../../lib/session/use-required-session';

export function AdminPage() {
  const { ready } = useRequiredSession({ admin: true });
  if (!ready) return <LoadingScreen messageId="admin.loading" />;
  return <SimplePage titleId="admin.title" leadId="admin.lead" />;
}
