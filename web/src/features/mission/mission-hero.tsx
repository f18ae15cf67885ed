import { PageHero } from '../../components/ui/page-hero';

export function MissionHero() {
  return <PageHero titleId="mission.title" leadId="mission.lead" />;
}
