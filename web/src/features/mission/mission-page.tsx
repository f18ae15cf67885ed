import { usePageMeta } from '../../components/seo/use-page-meta';
import { deferredSection } from '../../lib/hydration/deferred-section';

import { MissionHero } from './mission-hero';
import { MissionSections } from './mission-sections';

// The hero and the tabbed mission, values and board (what the menu's links open) hydrate
// with the page; the sections below keep their prerendered HTML until the reader nears them.
const VisionSection = deferredSection('vision', () =>
  import('./vision-section').then((module) => module.VisionSection),
);
const HistoryTimeline = deferredSection('history', () =>
  import('./history-timeline').then((module) => module.HistoryTimeline),
);
const LeadershipSection = deferredSection('leadership', () =>
  import('./leadership-section').then((module) => module.LeadershipSection),
);
const ImpactStatsSection = deferredSection('impact-stats', () =>
  import('./impact-stats-section').then((module) => module.ImpactStatsSection),
);
const CommunityProgramsSection = deferredSection('community-programs', () =>
  import('./community-programs-section').then((module) => module.CommunityProgramsSection),
);

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
