import { SimplePage } from '../../components/ui/simple-page';

export function SponsoredEventsPage() {
  return <SimplePage titleId="sponsored.title" leadId="sponsored.lead" />;
}
