import { screen, waitFor, within } from '@testing-library/react';

import { useMyClubs, useMyMemberships } from '../../lib/account/my-records';
import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import { clubRecord, membershipRecord } from '../../testing/records';
import { renderWithProviders } from '../../testing/render-with-providers';

import { useOwnStanding, type StandingState } from './api/own-standing';
import { useDirectoryClubs, useMembersPage, useRoleMembers } from './api/use-directory';
import { DirectoryPage } from './directory-page';
import { aClub, aMember, aSessionUser, fakeResult } from './testing/directory-fixtures';

jest.mock('./api/use-directory', () => ({
  useDirectoryClubs: jest.fn(),
  useMembersPage: jest.fn(),
  useRoleMembers: jest.fn(),
}));
jest.mock('../../lib/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('./api/own-standing', () => ({ useOwnStanding: jest.fn() }));
jest.mock('../../lib/account/my-records', () => ({
  useMyMemberships: jest.fn(),
  useMyClubs: jest.fn(),
}));

function signIn(user: SessionUser | null, confirmed = true) {
  jest.mocked(useSession).mockReturnValue({ user, confirmed, signOut: jest.fn() });
}

function standingIs(state: StandingState) {
  jest.mocked(useOwnStanding).mockReturnValue(state);
}

function everyListReturns(status: 'loading' | 'success' | 'error', error?: Error) {
  jest.mocked(useDirectoryClubs).mockReturnValue(fakeResult(status, [], error));
  jest
    .mocked(useMembersPage)
    .mockReturnValue(fakeResult(status, { members: [], hasNext: false, nextCursor: null }, error));
  jest.mocked(useRoleMembers).mockReturnValue(fakeResult(status, [], error));
}

const section = (name: string) => screen.getByRole('region', { name });
const skeletonCards = (name: string) =>
  within(section(name)).queryAllByTestId('directory-card-skeleton');
const noDataHookWasCalled = () => {
  expect(useDirectoryClubs).not.toHaveBeenCalled();
  expect(useMembersPage).not.toHaveBeenCalled();
  expect(useRoleMembers).not.toHaveBeenCalled();
};

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  everyListReturns('loading');
  standingIs('active');
  jest.mocked(useMyMemberships).mockReturnValue({ status: 'success', data: [] });
  jest.mocked(useMyClubs).mockReturnValue({ status: 'success', data: [] });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describe('DirectoryPage', () => {
  it('shows the title, the banner and sets the document title', () => {
    signIn(null);
    renderWithProviders(<DirectoryPage />, { route: '/we-are-it' });
    expect(screen.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeInTheDocument();
    expect(screen.getByText('WE ARE IT!')).toBeInTheDocument();
    expect(document.title).toBe('Member Directory | Illinois Taekwondo Association');
  });

  it('asks a signed-out visitor to join or sign in, without querying the directory', () => {
    signIn(null);
    renderWithProviders(<DirectoryPage />, { route: '/members' });
    expect(screen.getByRole('heading', { name: 'Member Access Required' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Only active members can view other members. Please register for membership to access the member directory.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register for Membership' })).toHaveAttribute(
      'href',
      '/join',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    noDataHookWasCalled();
  });

  it('asks a signed-in user whose standing is not active to join, without querying', async () => {
    signIn(aSessionUser());
    standingIs('inactive');
    renderWithProviders(<DirectoryPage />, { route: '/members' });
    expect(
      await screen.findByRole('heading', { name: 'Member Access Required' }),
    ).toBeInTheDocument();
    expect(useOwnStanding).toHaveBeenCalledWith('u-1');
    expect(screen.getByRole('link', { name: 'Register for Membership' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    noDataHookWasCalled();
  });

  it('offers a member whose membership lapsed to renew it, where My Account renews it', async () => {
    signIn(aSessionUser());
    standingIs('inactive');
    jest.mocked(useMyMemberships).mockReturnValue({
      status: 'success',
      data: [membershipRecord({ id: 'm-7', status: 'expired', expiresAt: daysAgo(20) })],
    });
    renderWithProviders(<DirectoryPage />, { route: '/members' });
    expect(await screen.findByRole('link', { name: 'Renew Membership' })).toHaveAttribute(
      'href',
      '/my-account?membership_id=m-7&payment=renew',
    );
    expect(
      screen.getByText(
        'Your membership has expired. Renew it to view other members in the member directory.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register for Membership' })).not.toBeInTheDocument();
    noDataHookWasCalled();
  });

  it("offers a club owner whose club lapsed to renew the club, which pays the owner's membership", async () => {
    signIn(aSessionUser());
    standingIs('inactive');
    jest.mocked(useMyMemberships).mockReturnValue({
      status: 'success',
      data: [
        membershipRecord({ status: 'expired', membershipTier: 'club', expiresAt: daysAgo(3) }),
      ],
    });
    jest.mocked(useMyClubs).mockReturnValue({
      status: 'success',
      data: [clubRecord({ id: 'club-4', status: 'expired', expiresAt: daysAgo(3) })],
    });
    renderWithProviders(<DirectoryPage />, { route: '/members' });
    expect(await screen.findByRole('link', { name: 'Renew Membership' })).toHaveAttribute(
      'href',
      '/my-account?club_id=club-4&payment=renew',
    );
  });

  it('asks someone whose membership lapsed over a year ago to register again', async () => {
    signIn(aSessionUser());
    standingIs('inactive');
    jest.mocked(useMyMemberships).mockReturnValue({
      status: 'success',
      data: [membershipRecord({ status: 'expired', expiresAt: daysAgo(400) })],
    });
    renderWithProviders(<DirectoryPage />, { route: '/members' });
    expect(
      await screen.findByRole('link', { name: 'Register for Membership' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew Membership' })).not.toBeInTheDocument();
  });

  it('speaks Spanish to a member whose membership lapsed', async () => {
    signIn(aSessionUser());
    standingIs('inactive');
    jest.mocked(useMyMemberships).mockReturnValue({
      status: 'success',
      data: [membershipRecord({ status: 'expired', expiresAt: daysAgo(20) })],
    });
    renderWithProviders(<DirectoryPage />, { route: '/members', locale: 'es' });
    expect(await screen.findByRole('link', { name: 'Renovar membresía' })).toBeInTheDocument();
  });

  it('keeps the section anchors in the page while access is refused', () => {
    signIn(null);
    renderWithProviders(<DirectoryPage />, { route: '/we-are-it#referees' });
    for (const id of ['clubs', 'members', 'referees', 'coaches']) {
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('shows skeletons and queries nothing while a stored session awaits confirmation', () => {
    signIn(aSessionUser(), false);
    renderWithProviders(<DirectoryPage />);
    expect(skeletonCards('Clubs')).toHaveLength(6);
    expect(skeletonCards('Members')).toHaveLength(6);
    expect(skeletonCards('Referees')).toHaveLength(3);
    expect(skeletonCards('Coaches')).toHaveLength(3);
    expect(screen.queryByText('Member Access Required')).not.toBeInTheDocument();
    noDataHookWasCalled();
  });

  it("shows skeletons and queries nothing while the member's standing is being read", async () => {
    signIn(aSessionUser());
    standingIs('loading');
    renderWithProviders(<DirectoryPage />);
    await waitFor(() => expect(useOwnStanding).toHaveBeenCalled());
    expect(skeletonCards('Members')).toHaveLength(6);
    expect(screen.queryByText('Member Access Required')).not.toBeInTheDocument();
    noDataHookWasCalled();
  });

  it('closes the open directory the moment the standing ends, and opens it again when it returns', async () => {
    signIn(aSessionUser());
    everyListReturns('success');
    const { rerender } = renderWithProviders(<DirectoryPage />);
    expect(
      await within(section('Members')).findByText('No members to display at this time.'),
    ).toBeInTheDocument();

    standingIs('inactive');
    rerender(<DirectoryPage />);
    expect(
      await screen.findByRole('heading', { name: 'Member Access Required' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No members to display at this time.')).not.toBeInTheDocument();

    standingIs('active');
    rerender(<DirectoryPage />);
    expect(
      await within(section('Members')).findByText('No members to display at this time.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Member Access Required')).not.toBeInTheDocument();
  });

  it('shows six skeleton cards for clubs and members and three for referees and coaches while loading', async () => {
    signIn(aSessionUser());
    renderWithProviders(<DirectoryPage />);
    await waitFor(() => expect(useRoleMembers).toHaveBeenCalledWith('coach'));
    expect(useDirectoryClubs).toHaveBeenCalled();
    expect(useMembersPage).toHaveBeenCalledWith(5, null);
    expect(skeletonCards('Clubs')).toHaveLength(6);
    expect(skeletonCards('Members')).toHaveLength(6);
    expect(skeletonCards('Referees')).toHaveLength(3);
    expect(skeletonCards('Coaches')).toHaveLength(3);
  });

  it('gives each section its anchor id', () => {
    signIn(aSessionUser());
    renderWithProviders(<DirectoryPage />);
    expect(section('Clubs')).toHaveAttribute('id', 'clubs');
    expect(section('Members')).toHaveAttribute('id', 'members');
    expect(section('Referees')).toHaveAttribute('id', 'referees');
    expect(section('Coaches')).toHaveAttribute('id', 'coaches');
  });

  it('says so in each section when a list is empty', async () => {
    signIn(aSessionUser());
    everyListReturns('success');
    renderWithProviders(<DirectoryPage />);
    expect(
      await within(section('Clubs')).findByText('No clubs to display at this time.'),
    ).toBeInTheDocument();
    expect(
      await within(section('Members')).findByText('No members to display at this time.'),
    ).toBeInTheDocument();
    expect(
      await within(section('Referees')).findByText('No referees to display at this time.'),
    ).toBeInTheDocument();
    expect(
      await within(section('Coaches')).findByText('No coaches to display at this time.'),
    ).toBeInTheDocument();
  });

  it('lets an admin without a membership see the lists as cards', async () => {
    signIn(aSessionUser({ isAdmin: true }));
    standingIs('inactive');
    everyListReturns('success');
    jest.mocked(useDirectoryClubs).mockReturnValue(fakeResult('success', [aClub()]));
    jest
      .mocked(useRoleMembers)
      .mockImplementation((role) =>
        fakeResult('success', [aMember({ id: role, role, name: `A ${role}` })]),
      );
    renderWithProviders(<DirectoryPage />);
    const clubs = await within(section('Clubs')).findByRole('list');
    expect(
      within(clubs).getByRole('heading', { level: 3, name: 'Tiger Taekwondo' }),
    ).toBeInTheDocument();
    expect(within(clubs).getByText('42 members')).toBeInTheDocument();
    expect(
      await within(section('Referees')).findByRole('heading', { level: 3, name: 'A referee' }),
    ).toBeInTheDocument();
    expect(
      await within(section('Coaches')).findByRole('heading', { level: 3, name: 'A coach' }),
    ).toBeInTheDocument(); // An administrator's access does not hang on a standing.
    expect(useOwnStanding).not.toHaveBeenCalled();
  });

  it('shows Membership Required when Firestore refuses the reader', async () => {
    signIn(aSessionUser());
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    everyListReturns('error', denied);
    renderWithProviders(<DirectoryPage />);
    expect(await within(section('Members')).findByText('Membership Required')).toBeInTheDocument();
    expect(
      within(section('Clubs')).getByText(
        'Please complete your membership registration to view IT member information.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('offers to try again after any other error', async () => {
    signIn(aSessionUser());
    everyListReturns('error', new Error('Service unavailable'));
    renderWithProviders(<DirectoryPage />);
    expect(
      await within(section('Referees')).findByRole('button', { name: 'Try Again' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Membership Required')).not.toBeInTheDocument();
  });
});
