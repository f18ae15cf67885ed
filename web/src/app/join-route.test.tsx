import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';

import { TEST_CONFIG } from '../components/set-up-account/testing/render-account-steps';
import { ConfigContext } from '../config/config-context';
import { theme } from '../config/theme';
import { loadAreas } from '../i18n/catalogue';
import common from '../i18n/en/common.json';
import join from '../i18n/en/join.json';
import { useSession } from '../lib/session/session-provider';
import type { SessionUser } from '../lib/session/session-user';

import { JoinRoute } from './join-route';

jest.mock('../lib/session/session-provider', () => ({ useSession: jest.fn() }));
// The wizard itself is tested on its own: here, which step it starts at and what it can say.
jest.mock('../features/apply-for-membership/registration-wizard', () => ({
  RegistrationWizard: ({ startStep }: { startStep?: string }) => (
    <p>
      {startStep ?? 'first step'}: <FormattedMessage id="registration.membership.title" />
    </p>
  ),
}));

const member = { uid: 'u1', email: 'member@example.org' } as SessionUser;

/** As the route renders: the shell's and the join page's messages only. */
function renderRoute() {
  render(
    <IntlProvider locale="en" messages={{ ...common, ...join }} onError={() => undefined}>
      <ThemeProvider theme={theme}>
        <ConfigContext.Provider value={TEST_CONFIG}>
          <MemoryRouter initialEntries={['/join']}>
            <JoinRoute />
          </MemoryRouter>
        </ConfigContext.Provider>
      </ThemeProvider>
    </IntlProvider>,
  );
}

describe('JoinRoute', () => {
  it("lands a signed-in member on the wizard's membership step, in words, where 'Join IT' aims", async () => {
    jest.mocked(useSession).mockReturnValue({ user: member, confirmed: true, signOut: jest.fn() });
    // Downloaded already, as the browser would have by now: the wizard must be given them.
    await loadAreas('en', ['registration', 'auth']);
    // The wizard's chunk arrives after the first render: let React take it in.
    await act(async () => renderRoute());
    const step = await screen.findByText('membership: Athlete Membership');
    expect(document.getElementById('membership-tiers')).toContainElement(step);
  });

  it('shows a visitor the plans and the join modes', () => {
    jest.mocked(useSession).mockReturnValue({ user: null, confirmed: true, signOut: jest.fn() });
    renderRoute();
    expect(screen.getByRole('region', { name: 'Start Your Membership' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Champion Member' })).toBeInTheDocument();
  });
});
