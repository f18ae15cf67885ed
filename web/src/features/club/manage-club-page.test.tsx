import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { getMyClubMemberships } from '../../lib/clubs/my-club-memberships';
import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import { clubRecord, membershipRecord } from '../../testing/records';
import { renderWithProviders } from '../../testing/render-with-providers';

import { listClubMembers } from './api/club-owner-api';
import { ManageClubPage } from './manage-club-page';

jest.mock('./api/club-owner-api');
jest.mock('../../lib/clubs/my-club-memberships');
jest.mock('../../lib/session/session-provider');
jest.setTimeout(30_000);

const owner = { uid: 'owner-1', email: 'club@demo.iltkd.org' } as SessionUser;

const club = clubRecord({
  id: 'club-1',
  status: 'active',
  clubName: 'Lakeshore Taekwondo',
  clubAddress: '100 Lake St, Chicago, IL',
  clubLogo: 'data:image/png;base64,AAAA',
});

const member = (at: number, firstName: string, lastName: string) =>
  membershipRecord({
    id: `m${at}`,
    firstName,
    lastName,
    role: 'athlete',
    beltRank: 'blue',
    status: 'active',
    currentSchool: 'Lakeshore Taekwondo',
    membershipTier: 'basic',
  });

function signIn(user: SessionUser | null, confirmed = true) {
  jest.mocked(useSession).mockReturnValue({ user, confirmed, signOut: jest.fn() });
}

const page = () => (
  <ConfigContext.Provider value={emulatorTestConfig()}>
    <ManageClubPage />
  </ConfigContext.Provider>
);

const renderPage = () => renderWithProviders(page());

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
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
    jest.mocked(getMyClubMemberships).mockRejectedValue(new Error('down'));
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
    jest
      .mocked(getMyClubMemberships)
      .mockResolvedValue([{ ...club, id: 'old', status: 'expired' }, club]);
    jest
      .mocked(listClubMembers)
      .mockResolvedValue({ items: [member(1, 'Ana', 'Lopez')], total: 1 });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lakeshore Taekwondo' })).toBeInTheDocument();
    expect(screen.getByText('100 Lake St, Chicago, IL')).toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Logo of Lakeshore Taekwondo' }));
    expect(
      screen.queryByRole('img', { name: 'Logo of Lakeshore Taekwondo' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Club Members (1)' })).toBeInTheDocument();
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
    jest.mocked(getMyClubMemberships).mockResolvedValue([club]);
    jest
      .mocked(listClubMembers)
      .mockResolvedValue({ items: [member(1, 'Ana', 'Lopez')], total: 1 });
    const first = renderPage();
    expect(await screen.findByRole('heading', { name: 'Club Members (1)' })).toBeInTheDocument();
    first.unmount();

    // The next visit, before Firebase has confirmed the stored session.
    jest.mocked(getMyClubMemberships).mockClear();
    jest.mocked(listClubMembers).mockClear();
    signIn(owner, false);
    const { rerender } = renderPage();
    expect(screen.getByRole('heading', { name: 'Lakeshore Taekwondo' })).toBeInTheDocument();
    expect(screen.getByText('100 Lake St, Chicago, IL')).toBeInTheDocument();
    expect(screen.getByText('Loading members...')).toBeInTheDocument();
    // No count until the roster has one: not 'Club Members (0)'.
    expect(screen.getByRole('heading', { name: 'Club Members' })).toBeInTheDocument();
    expect(getMyClubMemberships).not.toHaveBeenCalled();
    expect(listClubMembers).not.toHaveBeenCalled();

    signIn(owner);
    rerender(page());
    expect(await screen.findByRole('button', { name: 'Edit Ana Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Club Members (1)' })).toBeInTheDocument();
    expect(getMyClubMemberships).toHaveBeenCalledTimes(1);
  });

  it('keeps no club from the last visit for another person, nor once the club is gone', async () => {
    signIn(owner);
    jest.mocked(getMyClubMemberships).mockResolvedValue([club]);
    jest.mocked(listClubMembers).mockResolvedValue({ items: [], total: 0 });
    renderPage().unmount();
    await waitFor(() => expect(localStorage.length).toBeGreaterThan(0));

    signIn({ ...owner, uid: 'someone-else' }, false);
    renderPage().unmount();
    expect(screen.queryByText('Lakeshore Taekwondo')).not.toBeInTheDocument();

    signIn(owner);
    jest.mocked(getMyClubMemberships).mockResolvedValue([{ ...club, status: 'expired' }]);
    const gone = renderPage();
    expect(await screen.findByText('No Active Club Found')).toBeInTheDocument();
    gone.unmount();
    signIn(owner, false);
    renderPage();
    expect(screen.getByText('Loading Club Data')).toBeInTheDocument();
  });

  it('says when no member matches the search', async () => {
    signIn(owner);
    jest.mocked(getMyClubMemberships).mockResolvedValue([club]);
    jest.mocked(listClubMembers).mockResolvedValue({ items: [], total: 0 });
    renderPage();
    expect(await screen.findByText('No members found for this club.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'zz');
    expect(await screen.findByText('No members found matching your search.')).toBeInTheDocument();
    await waitFor(() =>
      expect(jest.mocked(listClubMembers)).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ search: 'zz', skip: 0 }),
      ),
    );
  });

  it('pages a roster of more than one page like the admin tables, each next page after the last row', async () => {
    signIn(owner);
    jest.mocked(getMyClubMemberships).mockResolvedValue([club]);
    const list = jest.mocked(listClubMembers);
    list.mockResolvedValue({
      items: Array.from({ length: 10 }, (_, at) => member(at + 1, 'Member', `Number${at + 1}`)),
      total: 123,
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Club Members (123)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 123 results')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ skip: 0, limit: 10 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 13')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ skip: 10, after: 'm10', limit: 10 }),
    );
  });
});
