import { UpcomingEventsPreview } from '../../components/events/upcoming-events-preview';
import { usePageMeta } from '../../components/seo/use-page-meta';

import { ClosingCtaSection } from './closing-cta-section';
import { CoreValuesSection } from './core-values-section';
import { FeaturedMembersHeader } from './featured-members-header';
import { HeroSection } from './hero-section';
import { HomeSlideshow } from './home-slideshow';
import { JoinStepsSection } from './join-steps-section';
import { LegacySection } from './legacy-section';
import { MissionStatementSection } from './mission-statement-section';
import { SupportMissionSection } from './support-mission-section';

export function HomePage() {
  usePageMeta('home.title', 'home.lead');
  return (
    <>
      <HeroSection />
      <MissionStatementSection />
      <HomeSlideshow />
      <CoreValuesSection />
      <JoinStepsSection />
      <SupportMissionSection />
      <FeaturedMembersHeader />
      <UpcomingEventsPreview />
      <LegacySection />
      <ClosingCtaSection />
    </>
  );
}
