import { screen, waitFor, within } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { useDirectoryClubs, useMembersPage, useRoleMembers } from './api/use-directory';
import { DirectorySections } from './directory-sections';
import { aClub, aMember, fakeResult } from './testing/directory-fixtures';

jest.mock('./api/use-directory', () => ({
  useDirectoryClubs: jest.fn(),
  useMembersPage: jest.fn(),
  useRoleMembers: jest.fn(),
}));

// jsdom lays nothing out: every element's top is 0, so the rest of the first screen below
// the clubs section's top is the window's whole height.
const FIRST_SCREEN_REST = `${window.innerHeight}px`;

function listsLoad() {
  jest.mocked(useDirectoryClubs).mockReturnValue(fakeResult('loading'));
  jest.mocked(useMembersPage).mockReturnValue(fakeResult('loading'));
  jest.mocked(useRoleMembers).mockReturnValue(fakeResult('loading'));
}

/** A first page as small as the seeded directory's: one club, one referee, one coach. */
function fewArrive() {
  jest.mocked(useDirectoryClubs).mockReturnValue(fakeResult('success', [aClub()]));
  jest
    .mocked(useMembersPage)
    .mockReturnValue(
      fakeResult('success', { members: [aMember()], hasNext: false, nextCursor: null }),
    );
  jest
    .mocked(useRoleMembers)
    .mockImplementation((role) => fakeResult('success', [aMember({ id: role, role })]));
}

const clubs = () => screen.getByRole('region', { name: 'Clubs' });

beforeEach(() => {
  jest.clearAllMocks();
  // A first visit: this browser remembers no section's size.
  localStorage.clear();
});

describe('the directory on a member’s first visit', () => {
  it('holds the rest of the first screen with the clubs section while the lists load', () => {
    listsLoad();
    renderWithProviders(<DirectorySections pending={false} />);
    expect(clubs()).toHaveStyle({ minHeight: FIRST_SCREEN_REST });
  });

  it('keeps holding it when fewer clubs arrive than the skeleton showed, so nothing below moves up', async () => {
    listsLoad();
    const { rerender } = renderWithProviders(<DirectorySections pending={false} />);
    fewArrive();
    rerender(<DirectorySections pending={false} />);
    await waitFor(() =>
      expect(within(clubs()).getByRole('heading', { level: 3 })).toHaveTextContent(
        'Tiger Taekwondo',
      ),
    );
    expect(clubs()).toHaveStyle({ minHeight: FIRST_SCREEN_REST });
  });

  it('holds it from the skeleton of a session still being confirmed to the lists', async () => {
    listsLoad();
    const { rerender } = renderWithProviders(<DirectorySections pending />);
    expect(clubs()).toHaveStyle({ minHeight: FIRST_SCREEN_REST });
    fewArrive();
    rerender(<DirectorySections pending={false} />);
    await within(clubs()).findByRole('heading', { level: 3 });
    expect(clubs()).toHaveStyle({ minHeight: FIRST_SCREEN_REST });
  });

  it('leaves the other sections their own height', () => {
    listsLoad();
    renderWithProviders(<DirectorySections pending={false} />);
    for (const name of ['Members', 'Referees', 'Coaches']) {
      expect(screen.getByRole('region', { name }).style.minHeight).toBe('');
    }
  });
});
