import { SimplePage } from '../../components/ui/simple-page';

export function RegisterClubPage() {
  return <SimplePage titleId="registerClub.title" leadId="registerClub.lead" />;
}
