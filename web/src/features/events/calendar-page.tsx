import { SimplePage } from '../../components/ui/simple-page';

export function CalendarPage() {
  return <SimplePage titleId="calendar.title" leadId="calendar.lead" />;
}
