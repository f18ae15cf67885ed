import type { RouteObject } from 'react-router';

import { Layout } from '../components/layout/layout';
import { RouteErrorPage } from '../features/errors/route-error-page';

// Every page is its own chunk; the home page never downloads signed-in areas.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: null,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
      },
      ...['/join', '/membership'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/join/join-page')).JoinPage }),
      })),
      {
        path: '/join-legacy',
        lazy: async () => ({
          Component: (await import('../features/join/join-legacy-page')).JoinLegacyPage,
        }),
      },
      {
        path: '/mission',
        lazy: async () => ({
          Component: (await import('../features/mission/mission-page')).MissionPage,
        }),
      },
      ...['/members', '/we-are-it'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/directory/directory-page')).DirectoryPage,
        }),
      })),
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      },
      {
        path: '/register',
        lazy: async () => ({
          Component: (await import('../features/auth/register-page')).RegisterPage,
        }),
      },
      {
        path: '/register-club',
        lazy: async () => ({
          Component: (await import('../features/auth/register-club-page')).RegisterClubPage,
        }),
      },
      {
        path: '/my-account',
        lazy: async () => ({
          Component: (await import('../features/account/my-account-page')).MyAccountPage,
        }),
      },
      {
        path: '/manage-club',
        lazy: async () => ({
          Component: (await import('../features/club/manage-club-page')).ManageClubPage,
        }),
      },
      {
        path: '/admin',
        lazy: async () => ({ Component: (await import('../features/admin/admin-page')).AdminPage }),
      },
      ...['/auth/action', '/__/auth/action'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/auth/auth-action-page')).AuthActionPage,
        }),
      })),
      ...['/events', '/calendar'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/events/calendar-page')).CalendarPage,
        }),
      })),
      {
        path: '/upcoming-events',
        lazy: async () => ({
          Component: (await import('../features/events/upcoming-events-page')).UpcomingEventsPage,
        }),
      },
      {
        path: '/usat-il-state',
        lazy: async () => ({
          Component: (await import('../features/events/usat-il-state-page')).UsatIlStatePage,
        }),
      },
      {
        path: '/sponsored-events',
        lazy: async () => ({
          Component: (await import('../features/events/sponsored-events-page')).SponsoredEventsPage,
        }),
      },
      {
        path: '/resources',
        lazy: async () => ({
          Component: (await import('../features/info/resources-page')).ResourcesPage,
        }),
      },
      {
        path: '/faq',
        lazy: async () => ({ Component: (await import('../features/info/faq-page')).FaqPage }),
      },
      {
        path: '/downloads',
        lazy: async () => ({
          Component: (await import('../features/info/downloads-page')).DownloadsPage,
        }),
      },
      {
        path: '/contact',
        lazy: async () => ({
          Component: (await import('../features/info/contact-page')).ContactPage,
        }),
      },
      {
        path: '/privacy',
        lazy: async () => ({
          Component: (await import('../features/info/privacy-page')).PrivacyPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/errors/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];
