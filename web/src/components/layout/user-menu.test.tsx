import { fireEvent, screen } from '@testing-library/react';

import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import { renderWithProviders } from '../../testing/render-with-providers';

import { UserMenu } from './user-menu';

const panelLoaded = jest.fn();

jest.mock('./user-menu-panel', () => {
  panelLoaded();
  return jest.requireActual('./user-menu-panel');
});
jest.mock('../../lib/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('../../lib/clubs/use-owns-active-club', () => ({ useOwnsActiveClub: () => false }));

const maria: SessionUser = {
  uid: 'u-maria',
  email: 'member@demo.iltkd.org',
  displayName: 'Maria Santos',
  photoURL: null,
  emailVerified: true,
  isAdmin: false,
};

beforeEach(() => {
  jest.mocked(useSession).mockReturnValue({ user: maria, confirmed: true, signOut: jest.fn() });
});

it("shows the avatar without loading the menu's code, and opens the menu at the click", async () => {
  renderWithProviders(<UserMenu user={maria} />);
  const button = screen.getByRole('button', { name: /Account menu for Maria Santos/ });
  expect(button).toHaveTextContent('M');
  expect(panelLoaded).not.toHaveBeenCalled();
  fireEvent.click(button);
  expect(await screen.findByRole('menuitem', { name: 'My Account' })).toBeInTheDocument();
  expect(panelLoaded).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
});

it('asks before signing out', async () => {
  renderWithProviders(<UserMenu user={maria} />);
  fireEvent.click(screen.getByRole('button', { name: /Account menu for Maria Santos/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
  expect(
    await screen.findByText(
      "Are you sure you want to sign out? You'll need to sign in again to access your account.",
    ),
  ).toBeInTheDocument();
});
