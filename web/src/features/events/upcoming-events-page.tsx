import { SimplePage } from '../../components/ui/simple-page';

export function UpcomingEventsPage() {
  return <SimplePage titleId="upcoming.title" leadId="upcoming.lead" />;
}
