import { LoadingScreen } from '../../components/ui/loading-screen';
import { SimplePage } from '../../components/ui/simple-page';
import { useRequiredSession } from '../../lib/session/use-required-session';

export function ManageClubPage() {
  const { ready } = useRequiredSession();
  if (!ready) return <LoadingScreen messageId="club.loading" />;
  return <SimplePage titleId="club.title" leadId="club.lead" />;
}
