import { act, screen, within } from '@testing-library/react';

import { useSession } from '../../lib/session/session-provider';
import { renderWithProviders } from '../../testing/render-with-providers';

import { Header } from './header';
import { MOBILE_MENU_ID } from './mobile-menu-link';
import { NAV_GROUPS } from './nav-items';

jest.mock('../../lib/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('../../lib/clubs/use-owns-active-club', () => ({ useOwnsActiveClub: () => true }));

beforeEach(() => {
  jest.mocked(useSession).mockReturnValue({ user: null, confirmed: true, signOut: jest.fn() });
});

describe('the phone menu', () => {
  it('is in the page from the start, opened by the menu button without the app', () => {
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Open menu', hidden: true });
    expect(button).toHaveAttribute('popovertarget', MOBILE_MENU_ID);
    const menu = document.getElementById(MOBILE_MENU_ID);
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAccessibleName('Site menu');
  });

  it("lists every section's links under its heading, Join and Sign in", () => {
    renderWithProviders(<Header />);
    const menu = within(document.getElementById(MOBILE_MENU_ID) as HTMLElement);
    const links = menu.getAllByRole('link', { hidden: true });
    const count = NAV_GROUPS.reduce((sum, group) => sum + group.links.length, 0);
    expect(links).toHaveLength(count + 3);
    expect(menu.getByRole('link', { name: 'Calendar', hidden: true })).toHaveAttribute(
      'href',
      '/calendar',
    );
    expect(menu.getByText('Events')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Sign in', hidden: true })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(menu.getByRole('button', { name: 'Close menu', hidden: true })).toHaveAttribute(
      'popovertargetaction',
      'hide',
    );
  });
});

describe('the phone menu of a signed-in administrator', () => {
  it('adds My Account, Manage Club and Admin once it is opened', async () => {
    const admin = {
      uid: 'u-admin',
      email: 'admin@demo.iltkd.org',
      displayName: 'Alex Admin',
      photoURL: null,
      emailVerified: true,
      isAdmin: true,
    };
    jest.mocked(useSession).mockReturnValue({ user: admin, confirmed: true, signOut: jest.fn() });
    renderWithProviders(<Header />);
    const element = document.getElementById(MOBILE_MENU_ID) as HTMLElement;
    const menu = within(element);
    expect(menu.queryByRole('link', { name: 'My Account', hidden: true })).toBeNull();
    act(() => {
      element.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
    });
    for (const name of ['My Account', 'Manage Club', 'Admin']) {
      expect(await menu.findByRole('link', { name, hidden: true })).toBeInTheDocument();
    }
    expect(menu.queryByRole('link', { name: 'Sign in', hidden: true })).toBeNull();
  });
});
