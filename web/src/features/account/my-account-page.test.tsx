import { screen } from '@testing-library/react';

import { ConfigContext } from '../../config/config-context';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import { renderWithProviders } from '../../testing/render-with-providers';

import { MyAccountPage } from './my-account-page';

jest.mock('../../lib/session/session-provider');
// Firebase itself is not under test here: the boundary renders what it holds.
jest.mock('../../lib/firebase/firebase-boundary', () => ({
  FirebaseBoundary: ({ children }: { children: React.ReactNode }) => children,
}));
jest.mock('./my-account-content', () => ({
  MyAccountContent: () => <p>The account's tabs</p>,
}));

const member = { uid: 'member-1', email: 'member@demo.iltkd.org' } as SessionUser;

function renderPage(user: SessionUser | null, confirmed: boolean) {
  jest.mocked(useSession).mockReturnValue({ user, confirmed, signOut: jest.fn() });
  return renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <MyAccountPage />
    </ConfigContext.Provider>,
  );
}

describe('MyAccountPage', () => {
  it('titles the page at once, while the session is being confirmed', () => {
    renderPage(member, false);
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Loading your account...')).toBeInTheDocument();
    expect(screen.queryByText("The account's tabs")).not.toBeInTheDocument();
  });

  it('keeps the same title above the account once the session is confirmed', async () => {
    const { rerender } = renderPage(member, false);
    const title = screen.getByRole('heading', { level: 1, name: 'My Account' });
    jest.mocked(useSession).mockReturnValue({ user: member, confirmed: true, signOut: jest.fn() });
    rerender(
      <ConfigContext.Provider value={emulatorTestConfig()}>
        <MyAccountPage />
      </ConfigContext.Provider>,
    );
    expect(await screen.findByText("The account's tabs")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBe(title);
    expect(screen.queryByText('Loading your account...')).not.toBeInTheDocument();
  });
});
