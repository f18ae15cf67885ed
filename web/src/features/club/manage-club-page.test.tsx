import type { ClubRosterMemberWire, ClubWire } from '@domain/wire/club';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import { loadAreas } from '../../i18n/catalogue';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import { apiHandler, apiServer, sentTo, serveApi, serverError } from '../../testing/api-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { clubWire, membershipWire } from '../../testing/wire-records';

import { ManageClubPage } from './manage-club-page';

jest.mock('../../lib/firebase/load-firebase');
jest.mock('../../lib/session/session-provider');
jest.setTimeout(30_000);

const owner = { uid: 'owner-1', email: 'club@demo.iltkd.org' } as SessionUser;

const club = clubWire({
  id: 'club-1',
  user_id: 'owner-1',
  status: 'active',
  club_info: {
    club_name: 'Lakeshore Taekwondo',
    club_address: '100 Lake St, Chicago, IL',
    club_logo: 'data:image/png;base64,AAAA',
  },
});

/** A member as the club's roster gives them: no account, payment or administrator's reason. */
function member(at: number, firstName: string, lastName: string): ClubRosterMemberWire {
  const wire = membershipWire({
    id: `m${at}`,
    first_name: firstName,
    last_name: lastName,
    role: 'athlete',
    belt_rank: 'blue',
    status: 'active',
    current_school: 'Lakeshore Taekwondo',
    club_id: 'club-1',
    membership_tier: 'basic',
  });
  return {
    id: wire.id,
    member_id: wire.member_id,
    status: wire.status,
    first_name: wire.first_name,
    last_name: wire.last_name,
    email: wire.email,
    phone: wire.phone,
    date_of_birth: wire.date_of_birth,
    gender: wire.gender,
    parent_name: wire.parent_name,
    t_shirt_size: wire.t_shirt_size,
    uniform_size: wire.uniform_size,
    use_account_address: wire.use_account_address,
    address: wire.address,
    competition_categories: wire.competition_categories,
    role: wire.role,
    belt_rank: wire.belt_rank,
    division: wire.division,
    current_school: wire.current_school,
    club_id: wire.club_id,
    membership_tier: wire.membership_tier,
  };
}

const MY_CLUBS = 'GET /club-memberships/me/all';
const ROSTER = 'GET /club-owner/members';

/** Serves the signed-in person's clubs. */
const serveClubs = (clubs: ClubWire[]) =>
  apiServer.use(apiHandler(MY_CLUBS, () => ({ club_memberships: clubs })));

/** Serves the club's roster: these members of `total`. */
const serveRoster = (members: ClubRosterMemberWire[], total = members.length) =>
  apiServer.use(apiHandler(ROSTER, () => ({ club, memberships: members, total })));

/** The query of the last roster request: its search and page. */
const lastRosterQuery = () => sentTo(ROSTER).at(-1)?.query;

function signIn(user: SessionUser | null, confirmed = true) {
  jest.mocked(useSession).mockReturnValue({ user, confirmed, signOut: jest.fn() });
}

const page = () => (
  <ConfigContext.Provider value={emulatorTestConfig()}>
    <ManageClubPage />
  </ConfigContext.Provider>
);

const renderPage = () => renderWithProviders(page());

serveApi();
// The writers' messages load as the app loads them, before the first render here.
beforeAll(() =>
  Promise.all([loadAreas('en', ['announcements']), loadAreas('es', ['announcements'])]),
);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-owner-1'));
  localStorage.clear();
  apiServer.use(apiHandler('GET /announcements', () => ({ announcements: [], next_cursor: null })));
});

describe('ManageClubPage', () => {
  it('asks a signed-out visitor to log in', () => {
    signIn(null);
    renderPage();
    expect(screen.getByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to manage your club.')).toBeInTheDocument();
  });

  it('says there is no active club (also when loading fails) and offers to register one', async () => {
    signIn(owner);
    apiServer.use(apiHandler(MY_CLUBS, () => serverError()));
    renderPage();
    expect(screen.getByText('Loading Club Data')).toBeInTheDocument();
    expect(await screen.findByText('No Active Club Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register Your Club' })).toHaveAttribute(
      'href',
      '/register-club',
    );
  });

  it('shows the club, a placeholder for a broken logo, and its members to edit but not delete', async () => {
    signIn(owner);
    serveClubs([{ ...club, id: 'old', status: 'expired' }, club]);
    serveRoster([member(1, 'Ana', 'Lopez')]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lakeshore Taekwondo' })).toBeInTheDocument();
    expect(screen.getByText('100 Lake St, Chicago, IL')).toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Logo of Lakeshore Taekwondo' }));
    expect(
      screen.queryByRole('img', { name: 'Logo of Lakeshore Taekwondo' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Club Members (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Club messages' })).toBeInTheDocument();
    expect(await screen.findByText('Your club has not sent any messages yet.')).toBeInTheDocument();
    expect(sentTo('GET /announcements').at(-1)?.query.club_id).toBe('club-1');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Member',
      'Role',
      'Belt Rank',
      'Division',
      'Status',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search club members...' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ana Lopez' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Ana Lopez' }));
    expect(await screen.findByRole('textbox', { name: 'Current School' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows a returning owner their club from the last visit at once, its members once the session is confirmed', async () => {
    signIn(owner);
    serveClubs([club]);
    serveRoster([member(1, 'Ana', 'Lopez')]);
    const first = renderPage();
    expect(await screen.findByRole('heading', { name: 'Club Members (1)' })).toBeInTheDocument();
    first.unmount();

    // The next visit, before Firebase has confirmed the stored session.
    const clubsAsked = sentTo(MY_CLUBS).length;
    const rostersAsked = sentTo(ROSTER).length;
    signIn(owner, false);
    const { rerender } = renderPage();
    expect(screen.getByRole('heading', { name: 'Lakeshore Taekwondo' })).toBeInTheDocument();
    expect(screen.getByText('100 Lake St, Chicago, IL')).toBeInTheDocument();
    expect(screen.getByText('Loading members...')).toBeInTheDocument();
    // No count until the roster has one: not 'Club Members (0)'.
    expect(screen.getByRole('heading', { name: 'Club Members' })).toBeInTheDocument();
    expect(sentTo(MY_CLUBS)).toHaveLength(clubsAsked);
    expect(sentTo(ROSTER)).toHaveLength(rostersAsked);

    signIn(owner);
    // The messages section may suspend as it mounts (its message area): act sees it through.
    await act(async () => rerender(page()));
    expect(await screen.findByRole('button', { name: 'Edit Ana Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Club Members (1)' })).toBeInTheDocument();
    expect(sentTo(MY_CLUBS)).toHaveLength(clubsAsked + 1);
  });

  it('keeps no club from the last visit for another person, nor once the club is gone', async () => {
    signIn(owner);
    serveClubs([club]);
    serveRoster([]);
    renderPage().unmount();
    await waitFor(() => expect(localStorage.length).toBeGreaterThan(0));

    signIn({ ...owner, uid: 'someone-else' }, false);
    renderPage().unmount();
    expect(screen.queryByText('Lakeshore Taekwondo')).not.toBeInTheDocument();

    signIn(owner);
    serveClubs([{ ...club, status: 'expired' }]);
    const gone = renderPage();
    expect(await screen.findByText('No Active Club Found')).toBeInTheDocument();
    gone.unmount();
    signIn(owner, false);
    renderPage();
    expect(screen.getByText('Loading Club Data')).toBeInTheDocument();
  });

  it('says when no member matches the search', async () => {
    signIn(owner);
    serveClubs([club]);
    serveRoster([]);
    renderPage();
    expect(await screen.findByText('No members found for this club.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'zz');
    expect(await screen.findByText('No members found matching your search.')).toBeInTheDocument();
    await waitFor(() => expect(lastRosterQuery()).toMatchObject({ search: 'zz', skip: '0' }));
  });

  it('pages a roster of more than one page like the admin tables, each next page after the last row', async () => {
    signIn(owner);
    serveClubs([club]);
    serveRoster(
      Array.from({ length: 10 }, (_, at) => member(at + 1, 'Member', `Number${at + 1}`)),
      123,
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Club Members (123)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 123 results')).toBeInTheDocument();
    expect(lastRosterQuery()).toMatchObject({ skip: '0', limit: '10' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 13')).toBeInTheDocument();
    expect(lastRosterQuery()).toMatchObject({ skip: '10', after: 'm10', limit: '10' });
  });
});
