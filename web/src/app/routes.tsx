import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { matchPath, Outlet, Route, Routes, useLocation } from 'react-router';

import { Layout } from '../components/layout/layout';
import type { Locale } from '../i18n/locales';

import { HydrationMarker } from './hydration-marker';
import { lazyPage, type LazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteMessages } from './route-messages';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage', ['home']);
const JoinPage = lazyPage(() => import('./join-route'), 'JoinRoute', ['join']);
const JoinLegacyPage = lazyPage(
  () => import('../features/learn-about-joining/join-legacy-page'),
  'JoinLegacyPage',
  ['join'],
);
const MissionPage = lazyPage(() => import('../features/mission/mission-page'), 'MissionPage', [
  'mission',
]);
const DirectoryPage = lazyPage(
  () => import('../features/directory/directory-page'),
  'DirectoryPage',
  ['directory', 'join'],
);
const ClubListPage = lazyPage(
  () => import('../features/club-list/club-list-page'),
  'ClubListPage',
  ['directory'],
);
const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage', ['auth']);
const RegisterPage = lazyPage(
  () => import('../features/apply-for-membership/register-page'),
  'RegisterPage',
  ['join', 'auth', 'registration'],
);
const RegisterClubPage = lazyPage(
  () => import('../features/register-a-club/register-club-page'),
  'RegisterClubPage',
  ['join', 'auth', 'registration', 'admin', 'club'],
);
const AuthActionPage = lazyPage(
  () => import('../features/auth/auth-action-page'),
  'AuthActionPage',
  ['auth'],
);
const MyAccountPage = lazyPage(() => import('./my-account-route'), 'MyAccountRoute', [
  'join',
  'auth',
  'registration',
  'account',
  'admin',
]);
const ManageClubPage = lazyPage(
  () => import('../features/club/manage-club-page'),
  'ManageClubPage',
  ['registration', 'account', 'admin', 'club'],
);
const AdminPage = lazyPage(() => import('../features/admin/admin-page'), 'AdminPage', [
  'events',
  'registration',
  'account',
  'admin',
]);
const VerifyCardPage = lazyPage(
  () => import('../features/verify-card/verify-card-page'),
  'VerifyCardPage',
  ['registration', 'verify'],
);
const HandoverPage = lazyPage(() => import('../features/handover/handover-page'), 'HandoverPage', [
  'registration',
  'account',
]);
const UnsubscribePage = lazyPage(
  () => import('../features/unsubscribe/unsubscribe-page'),
  'UnsubscribePage',
  ['registration', 'account'],
);
const CalendarPage = lazyPage(() => import('../features/events/calendar-page'), 'CalendarPage', [
  'events',
]);
const UpcomingEventsPage = lazyPage(
  () => import('../features/events/upcoming-events-page'),
  'UpcomingEventsPage',
  ['events'],
);
const UsatIlStatePage = lazyPage(
  () => import('../features/events/usat-il-state-page'),
  'UsatIlStatePage',
  ['events'],
);
const SponsoredEventsPage = lazyPage(
  () => import('../features/events/sponsored-events-page'),
  'SponsoredEventsPage',
  ['events'],
);
const ResourcesPage = lazyPage(() => import('../features/info/resources-page'), 'ResourcesPage', [
  'info',
]);
const FaqPage = lazyPage(() => import('../features/info/faq-page'), 'FaqPage', ['info']);
const DownloadsPage = lazyPage(() => import('../features/info/downloads-page'), 'DownloadsPage', [
  'info',
]);
const ContactPage = lazyPage(() => import('../features/info/contact-page'), 'ContactPage', [
  'info',
]);
const PrivacyPage = lazyPage(() => import('../features/info/privacy-page'), 'PrivacyPage', [
  'info',
]);
const NotFoundPage = lazyPage(
  () => import('../features/errors/not-found-page'),
  'NotFoundPage',
  [],
);

/** The route table of both specs; aliases render the same page. */
export const ROUTES: readonly { path: string; page: LazyPage }[] = [
  { path: '/', page: HomePage },
  { path: '/join', page: JoinPage },
  { path: '/membership', page: JoinPage },
  { path: '/join-legacy', page: JoinLegacyPage },
  { path: '/mission', page: MissionPage },
  { path: '/members', page: DirectoryPage },
  { path: '/we-are-it', page: DirectoryPage },
  { path: '/clubs', page: ClubListPage },
  { path: '/login', page: LoginPage },
  { path: '/register', page: RegisterPage },
  { path: '/register-club', page: RegisterClubPage },
  { path: '/my-account', page: MyAccountPage },
  { path: '/manage-club', page: ManageClubPage },
  { path: '/admin', page: AdminPage },
  { path: '/verify', page: VerifyCardPage },
  { path: '/handover', page: HandoverPage },
  { path: '/unsubscribe', page: UnsubscribePage },
  { path: '/auth/action', page: AuthActionPage },
  { path: '/__/auth/action', page: AuthActionPage },
  { path: '/events', page: CalendarPage },
  { path: '/calendar', page: CalendarPage },
  { path: '/upcoming-events', page: UpcomingEventsPage },
  { path: '/usat-il-state', page: UsatIlStatePage },
  { path: '/sponsored-events', page: SponsoredEventsPage },
  { path: '/resources', page: ResourcesPage },
  { path: '/faq', page: FaqPage },
  { path: '/downloads', page: DownloadsPage },
  { path: '/contact', page: ContactPage },
  { path: '/privacy', page: PrivacyPage },
];

/**
 * Pages whose prerendered HTML is the whole page until the visitor reaches for a control:
 * no data of their own to load and nothing signed in, so the app starts at the first
 * pointer, touch, key or focus instead of with the page (src/main.tsx). The others, the
 * signed-in areas and the pages that read data, start at once.
 */
const STARTS_ON_INTENT = new Set([
  '/',
  '/join',
  '/membership',
  '/join-legacy',
  '/mission',
  '/login',
  '/resources',
  '/faq',
  '/downloads',
  '/contact',
  '/privacy',
  '/404',
]);

export const startsOnIntent = (path: string): boolean => STARTS_ON_INTENT.has(path);

/**
 * Every route is written to static HTML at build time, in English and Spanish (signed-in
 * areas as their loading state). Paths under /__/ are Hosting's own and are rewritten.
 */
export const PRERENDER_PATHS = [
  ...ROUTES.map(({ path }) => path).filter((path) => !path.startsWith('/__/')),
  '/404',
];

/** The page a path shows (the not-found page for unknown paths). */
export function pageFor(pathname: string): LazyPage {
  return ROUTES.find(({ path }) => matchPath(path, pathname))?.page ?? NotFoundPage;
}

/** Loads the code and the messages of the page a path shows. */
export function preloadRoute(pathname: string, locale: Locale): Promise<unknown> {
  return pageFor(pathname).preload(locale);
}

function PageLoading() {
  const intl = useIntl();
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Box>
  );
}

function PageFrame() {
  const { pathname } = useLocation();
  return (
    <Layout>
      {/* A new page gets a fresh boundary, so one failure does not stick to the next. */}
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          {/* In the page's own boundary, which hydrates after the shell: live means the page. */}
          <HydrationMarker />
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageFrame />}>
        {ROUTES.map(({ path, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteMessages page={Page}>
                <Page />
              </RouteMessages>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <RouteMessages page={NotFoundPage}>
              <NotFoundPage />
            </RouteMessages>
          }
        />
      </Route>
    </Routes>
  );
}
