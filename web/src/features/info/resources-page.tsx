import { SimplePage } from '../../components/ui/simple-page';

export function ResourcesPage() {
  return <SimplePage titleId="resources.title" leadId="resources.lead" />;
}
