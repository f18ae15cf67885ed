import { usePageMeta } from '../../components/seo/use-page-meta';

import { CommunityProgramsSection } from './community-programs-section';
import { HistoryTimeline } from './history-timeline';
import { ImpactStatsSection } from './impact-stats-section';
import { LeadershipSection } from './leadership-section';
import { MissionHero } from './mission-hero';
import { MissionSections } from './mission-sections';
import { VisionSection } from './vision-section';

export function MissionPage() {
  usePageMeta('mission.title', 'mission.lead');
  return (
    <>
      <MissionHero />
      <MissionSections />
      <VisionSection />
      <HistoryTimeline />
      <LeadershipSection />
      <ImpactStatsSection />
      <CommunityProgramsSection />
    </>
  );
}
