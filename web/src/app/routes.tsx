import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';

import { Layout } from '../components/layout/layout';

/** Every page is its own chunk; the home page never downloads the signed-in areas. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => {
    const component: ComponentType = (await load())[name];
    return { default: component };
  });
}

const HomePage = page(() => import('../features/home/home-page'), 'HomePage');
const JoinPage = page(() => import('../features/join/join-page'), 'JoinPage');
const JoinLegacyPage = page(() => import('../features/join/join-legacy-page'), 'JoinLegacyPage');
const MissionPage = page(() => import('../features/mission/mission-page'), 'MissionPage');
const DirectoryPage = page(() => import('../features/directory/directory-page'), 'DirectoryPage');
const LoginPage = page(() => import('../features/auth/login-page'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/register-page'), 'RegisterPage');
const RegisterClubPage = page(
  () => import('../features/auth/register-club-page'),
  'RegisterClubPage',
);
const AuthActionPage = page(() => import('../features/auth/auth-action-page'), 'AuthActionPage');
const MyAccountPage = page(() => import('../features/account/my-account-page'), 'MyAccountPage');
const ManageClubPage = page(() => import('../features/club/manage-club-page'), 'ManageClubPage');
const AdminPage = page(() => import('../features/admin/admin-page'), 'AdminPage');
const CalendarPage = page(() => import('../features/events/calendar-page'), 'CalendarPage');
const UpcomingEventsPage = page(
  () => import('../features/events/upcoming-events-page'),
  'UpcomingEventsPage',
);
const UsatIlStatePage = page(
  () => import('../features/events/usat-il-state-page'),
  'UsatIlStatePage',
);
const SponsoredEventsPage = page(
  () => import('../features/events/sponsored-events-page'),
  'SponsoredEventsPage',
);
const ResourcesPage = page(() => import('../features/info/resources-page'), 'ResourcesPage');
const FaqPage = page(() => import('../features/info/faq-page'), 'FaqPage');
const DownloadsPage = page(() => import('../features/info/downloads-page'), 'DownloadsPage');
const ContactPage = page(() => import('../features/info/contact-page'), 'ContactPage');
const PrivacyPage = page(() => import('../features/info/privacy-page'), 'PrivacyPage');
const NotFoundPage = page(() => import('../features/errors/not-found-page'), 'NotFoundPage');

/** The route table of both specs; aliases render the same page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="/join" element={<JoinPage />} />
        <Route path="/membership" element={<JoinPage />} />
        <Route path="/join-legacy" element={<JoinLegacyPage />} />
        <Route path="/mission" element={<MissionPage />} />
        <Route path="/members" element={<DirectoryPage />} />
        <Route path="/we-are-it" element={<DirectoryPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/register-club" element={<RegisterClubPage />} />
        <Route path="/my-account" element={<MyAccountPage />} />
        <Route path="/manage-club" element={<ManageClubPage />} />
        <Route path="/admin" element={<AdminPage />} />
        <Route path="/auth/action" element={<AuthActionPage />} />
        <Route path="/__/auth/action" element={<AuthActionPage />} />
        <Route path="/events" element={<CalendarPage />} />
        <Route path="/calendar" element={<CalendarPage />} />
        <Route path="/upcoming-events" element={<UpcomingEventsPage />} />
        <Route path="/usat-il-state" element={<UsatIlStatePage />} />
        <Route path="/sponsored-events" element={<SponsoredEventsPage />} />
        <Route path="/resources" element={<ResourcesPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/downloads" element={<DownloadsPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
