import type { ComponentType } from 'react';

import { usePageMeta } from '../../components/seo/use-page-meta';
import { deferredSection } from '../../lib/hydration/deferred-section';

import { HeroSection } from './hero-section';
import { MissionStatementSection } from './mission-statement-section';

// What a phone shows first (hero and mission statement) hydrates with the page; the
// sections below it keep their prerendered HTML until the reader scrolls near them, and
// their messages load with their code.
const homeSection = (name: string, load: () => Promise<ComponentType>) =>
  deferredSection(name, load, { messageAreas: ['home-sections'] });

const HomeSlideshow = homeSection('home-slideshow', () =>
  import('./home-slideshow').then((module) => module.HomeSlideshow),
);
const CoreValuesSection = homeSection('core-values', () =>
  import('./core-values-section').then((module) => module.CoreValuesSection),
);
const JoinStepsSection = homeSection('join-steps', () =>
  import('./join-steps-section').then((module) => module.JoinStepsSection),
);
const SupportMissionSection = homeSection('support-mission', () =>
  import('./support-mission-section').then((module) => module.SupportMissionSection),
);
const FeaturedMembersHeader = homeSection('featured-members', () =>
  import('./featured-members-header').then((module) => module.FeaturedMembersHeader),
);
const UpcomingEventsPreview = deferredSection(
  'upcoming-events',
  () =>
    import('../../components/events/upcoming-events-preview').then(
      (module) => module.UpcomingEventsPreview,
    ),
  { messageAreas: ['events'] },
);
const LegacySection = homeSection('legacy', () =>
  import('./legacy-section').then((module) => module.LegacySection),
);
const ClosingCtaSection = homeSection('closing-cta', () =>
  import('./closing-cta-section').then((module) => module.ClosingCtaSection),
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
