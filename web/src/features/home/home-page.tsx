import { usePageMeta } from '../../components/seo/use-page-meta';
import { deferredSection } from '../../lib/hydration/deferred-section';

import { HeroSection } from './hero-section';
import { MissionStatementSection } from './mission-statement-section';

// What a phone shows first (hero and mission statement) hydrates with the page; the
// sections below it keep their prerendered HTML until the reader scrolls near them, and
// their messages load with their code.
const SECTION_AREAS = ['home-sections'] as const;

const HomeSlideshow = deferredSection(
  'home-slideshow',
  () => import('./home-slideshow').then((module) => module.HomeSlideshow),
  { messageAreas: SECTION_AREAS },
);
const CoreValuesSection = deferredSection(
  'core-values',
  () => import('./core-values-section').then((module) => module.CoreValuesSection),
  { messageAreas: SECTION_AREAS },
);
const JoinStepsSection = deferredSection(
  'join-steps',
  () => import('./join-steps-section').then((module) => module.JoinStepsSection),
  { messageAreas: SECTION_AREAS },
);
const SupportMissionSection = deferredSection(
  'support-mission',
  () => import('./support-mission-section').then((module) => module.SupportMissionSection),
  { messageAreas: SECTION_AREAS },
);
const FeaturedMembersHeader = deferredSection(
  'featured-members',
  () => import('./featured-members-header').then((module) => module.FeaturedMembersHeader),
  { messageAreas: SECTION_AREAS },
);
const UpcomingEventsPreview = deferredSection(
  'upcoming-events',
  () =>
    import('../../components/events/upcoming-events-preview').then(
      (module) => module.UpcomingEventsPreview,
    ),
  { messageAreas: ['events'] },
);
const LegacySection = deferredSection(
  'legacy',
  () => import('./legacy-section').then((module) => module.LegacySection),
  { messageAreas: SECTION_AREAS },
);
const ClosingCtaSection = deferredSection(
  'closing-cta',
  () => import('./closing-cta-section').then((module) => module.ClosingCtaSection),
  { messageAreas: SECTION_AREAS },
);

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
