import { SimplePage } from '../../components/ui/simple-page';

export function MissionPage() {
  return <SimplePage titleId="mission.title" leadId="mission.lead" />;
}
