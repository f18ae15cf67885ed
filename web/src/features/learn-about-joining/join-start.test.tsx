import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  completeRedirectedSignIn,
  signInWithSocial,
} from '../../components/set-up-account/create-account/identity-actions';
import {
  renderWithConfig,
  TEST_CONFIG,
} from '../../components/set-up-account/testing/render-account-steps';
import { ConfigContext } from '../../config/config-context';
import { notePendingRedirect } from '../../lib/auth/pending-redirect';

import { JoinPage, type JoinPageProps } from './join-page';

jest.mock('../../components/set-up-account/create-account/identity-actions', () => ({
  signInWithSocial: jest.fn(),
  completeRedirectedSignIn: jest.fn(),
}));

const visitor = {
  registration: <p>The registration wizard, from Create Account</p>,
  signIn: <p>The email sign-in</p>,
};

function renderJoin(props: JoinPageProps, locale: 'en' | 'es' = 'en') {
  return renderWithConfig(<JoinPage {...props} />, { route: '/join', locale });
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  jest.mocked(signInWithSocial).mockResolvedValue();
  jest.mocked(completeRedirectedSignIn).mockResolvedValue(null);
});

describe('the join modes of a visitor', () => {
  it('offers social sign-in, registration and sign-in, with the wizard on the page', async () => {
    const user = userEvent.setup();
    renderJoin({ visitor });
    const start = screen.getByRole('region', { name: 'Start Your Membership' });
    expect(start).toContainElement(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    // The plans stay on the page with the modes.
    expect(screen.getByRole('article', { name: 'Basic Member' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register with email' }));
    expect(screen.getByText('The registration wizard, from Create Account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Other ways to join' }));
    await user.click(screen.getByRole('button', { name: 'I already have an account' }));
    expect(screen.getByText('The email sign-in')).toBeInTheDocument();
    expect(
      screen.queryByText('The registration wizard, from Create Account'),
    ).not.toBeInTheDocument();
  });

  it('signs in with Google from the page', async () => {
    renderJoin({ visitor });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(signInWithSocial).toHaveBeenCalledWith(expect.anything(), 'google');
  });

  it('completes a social sign-in that came back from a redirect', async () => {
    notePendingRedirect();
    renderJoin({ visitor });
    expect(completeRedirectedSignIn).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('keeps the visitor in their wizard once signing up there has signed them in', async () => {
    const { rerender } = renderJoin({ visitor });
    await userEvent.click(screen.getByRole('button', { name: 'Register with email' }));
    rerender(
      <ConfigContext.Provider value={TEST_CONFIG}>
        <JoinPage visitor={visitor} registration={<p>The wizard at the membership step</p>} />
      </ConfigContext.Provider>,
    );
    expect(screen.getByText('The registration wizard, from Create Account')).toBeInTheDocument();
    expect(screen.queryByText('The wizard at the membership step')).not.toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderJoin({ visitor }, 'es');
    expect(screen.getByRole('region', { name: 'Comience su membresía' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Registrarse con correo electrónico' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ya tengo una cuenta' })).toBeInTheDocument();
  });
});

describe('the join page of a signed-in member', () => {
  it("goes straight to the wizard, where the 'Join IT' links' #membership-tiers lands", () => {
    renderJoin({ visitor, registration: <p>The wizard at the membership step</p> });
    const target = document.getElementById('membership-tiers');
    expect(target).toContainElement(screen.getByText('The wizard at the membership step'));
    expect(screen.queryByRole('region', { name: 'Start Your Membership' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Basic Member' })).not.toBeInTheDocument();
  });
});
