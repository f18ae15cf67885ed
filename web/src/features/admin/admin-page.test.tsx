import type { DashboardWire } from '@domain/wire/dashboard';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import type { SessionUser } from '../../lib/session/session-user';
import { useRequiredSession } from '../../lib/session/use-required-session';
import { apiHandler, apiServer, sentTo, serveApi } from '../../testing/api-server';
import { renderWithProviders } from '../../testing/render-with-providers';

import { AdminPage } from './admin-page';

jest.mock('../../lib/session/use-required-session');
jest.mock('../../lib/firebase/load-firebase');

const session = jest.mocked(useRequiredSession);
const admin: SessionUser = {
  uid: 'admin-uid',
  email: 'admin@example.org',
  displayName: null,
  photoURL: null,
  emailVerified: true,
  isAdmin: true,
};

const adminPage = () => (
  <ConfigContext.Provider value={emulatorTestConfig()}>
    <AdminPage />
  </ConfigContext.Provider>
);

function renderAdmin(route = '/admin') {
  return renderWithProviders(adminPage(), { route });
}

// The lazy panel this suite opens first takes longer to import than findBy* waits.
beforeAll(() => import('./memberships/memberships-panel'));

const EMPTY_DASHBOARD: DashboardWire = {
  generated_at: '2026-11-28T17:00:00.000Z',
  members_by_status: [{ key: 'active', count: 0 }],
  members_by_tier: [],
  members_by_division: [],
  members_by_club: { top: [], other_clubs: 0, no_club: 0 },
  months: [],
  renewals_due_60_days: 0,
  upcoming_events: [],
  certifications_expiring: { within_30_days: 0, within_60_days: 0 },
  reads: { aggregation_queries: 0, document_queries: 0, documents: 0 },
};

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
  apiServer.use(
    apiHandler('GET /accounts', () => ({ accounts: [], total: 0 })),
    apiHandler('GET /club-memberships', () => ({ club_memberships: [], total: 0 })),
    apiHandler('GET /events', () => ({ events: [], total: 0 })),
    apiHandler('GET /memberships', () => ({ memberships: [], total: 0 })),
    apiHandler('GET /admin/dashboard', () => EMPTY_DASHBOARD),
  );
});

describe('AdminPage', () => {
  it('says it is loading until it knows the visitor is an administrator', () => {
    session.mockReturnValue({ user: null, ready: false });
    renderAdmin();
    expect(screen.getByText('Loading admin panel...')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(session).toHaveBeenCalledWith({ admin: true });
  });

  it('shows a stored administrator the console at once, its table once the session is confirmed', async () => {
    session.mockReturnValue({ user: admin, ready: false });
    const { rerender } = renderAdmin('/admin?tab=memberships');
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Memberships' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Loading memberships...')).toBeInTheDocument();
    expect(sentTo('GET /memberships')).toEqual([]);

    session.mockReturnValue({ user: admin, ready: true });
    rerender(adminPage());
    expect(await screen.findByText('No Memberships Found')).toBeInTheDocument();
    expect(sentTo('GET /memberships')).not.toEqual([]);
  });

  it('opens on the Dashboard and names the eight tabs', async () => {
    session.mockReturnValue({ user: admin, ready: true });
    renderAdmin();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'All Accounts',
      'All Clubs',
      'All Memberships',
      'All Coaches',
      'All Referees',
      'Events',
      'Announcements',
    ]);
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No figures yet')).toBeInTheDocument();
    expect(sentTo('GET /admin/dashboard')).not.toEqual([]);
  });

  it('opens All Accounts from ?tab=accounts', async () => {
    session.mockReturnValue({ user: admin, ready: true });
    renderAdmin('/admin?tab=accounts');
    expect(screen.getByRole('tab', { name: 'All Accounts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No Accounts Found')).toBeInTheDocument();
  });

  it('opens the tab named by ?tab=', async () => {
    session.mockReturnValue({ user: admin, ready: true });
    renderAdmin('/admin?tab=club-memberships');
    expect(screen.getByRole('tab', { name: 'All Clubs' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No Clubs Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite a New Club' })).toBeInTheDocument();
  });

  it('loads the Events tab on demand', async () => {
    session.mockReturnValue({ user: admin, ready: true });
    renderAdmin('/admin?tab=events');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Event' })).toBeInTheDocument();
  });

  it('loads the tab opened from the tab bar', async () => {
    session.mockReturnValue({ user: admin, ready: true });
    renderAdmin();
    expect(await screen.findByText('No figures yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'All Coaches' }));
    expect(screen.getByRole('tab', { name: 'All Coaches' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No Coaches Found')).toBeInTheDocument();
  });
});
