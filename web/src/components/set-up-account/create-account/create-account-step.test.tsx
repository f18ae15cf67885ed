import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { notePendingRedirect } from '../../../lib/auth/pending-redirect';
import { fill } from '../testing/fill';
import { renderWithConfig } from '../testing/render-account-steps';

import { CreateAccountStep } from './create-account-step';
import { completeRedirectedSignIn, signInWithSocial, signUpByEmail } from './identity-actions';

jest.mock('./identity-actions', () => ({
  signUpByEmail: jest.fn(),
  signInWithSocial: jest.fn(),
  completeRedirectedSignIn: jest.fn(),
}));
// The real check talks to the API; this stand-in passes at once.
jest.mock('../../security-check/security-check', () => ({
  SecurityCheck: ({ onVerified }: { onVerified: (id: string) => void }) => (
    <button type="button" onClick={() => onVerified('check-1')}>
      Pass the check
    </button>
  ),
}));

const signUp = jest.mocked(signUpByEmail);
const social = jest.mocked(signInWithSocial);
const redirected = jest.mocked(completeRedirectedSignIn);

// Formik re-validates the whole form on every change: slow on a shared core.
jest.setTimeout(30_000);

function renderStep() {
  const onAuthenticated = jest.fn();
  renderWithConfig(<CreateAccountStep focusOnMount={false} onAuthenticated={onAuthenticated} />);
  return { onAuthenticated, user: userEvent.setup({ delay: null }) };
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(screen.getByRole('button', { name: 'Email and Password' }));
  expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pass the check' }));
  await fill(user, /^Email/, email);
  await fill(user, /^Password/, 'Strong-Pass-2026!');
  await fill(user, /^Confirm password/, 'Strong-Pass-2026!');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

beforeEach(() => {
  signUp.mockReset();
  social.mockReset();
  redirected.mockReset();
  sessionStorage.clear();
});

describe('the Create Account step', () => {
  it('shows the email form only after the security check has passed', async () => {
    signUp.mockResolvedValue({ kind: 'created' });
    const { onAuthenticated, user } = renderStep();
    await fillSignUp(user, 'new@example.com');
    await waitFor(() =>
      expect(onAuthenticated).toHaveBeenCalledWith({
        method: 'email',
        email: 'new@example.com',
        securityCheckId: 'check-1',
      }),
    );
    expect(signUp).toHaveBeenCalledWith(
      expect.anything(),
      'new@example.com',
      'Strong-Pass-2026!',
      'en',
    );
  });

  it('refuses an existing email with the methods panel and Switch to Sign In', async () => {
    signUp.mockResolvedValue({ kind: 'exists', methods: ['google.com'] });
    const { onAuthenticated, user } = renderStep();
    await fillSignUp(user, 'taken@example.com');
    expect(
      await screen.findByText('An account with this email already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Google')).toBeInTheDocument();
    expect(screen.queryByText('Email & Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch to Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('lists every method when the provider does not say which one the email uses', async () => {
    signUp.mockResolvedValue({ kind: 'exists', methods: [] });
    const { user } = renderStep();
    await fillSignUp(user, 'taken@example.com');
    expect(await screen.findByText('Email & Password')).toBeInTheDocument();
    expect(screen.getByText('Google')).toBeInTheDocument();
    expect(screen.getByText('Facebook')).toBeInTheDocument();
  });

  it('signs in with Google and shows the busy text meanwhile', async () => {
    let finish: () => void = () => undefined;
    social.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { onAuthenticated, user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith({ method: 'google' }));
    expect(social).toHaveBeenCalledWith(expect.anything(), 'google');
  });

  it("shows the identity provider's message when a sign-in fails", async () => {
    social.mockRejectedValue({ code: 'auth/popup-blocked' });
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(
      await screen.findByText(
        'Pop-up was blocked by your browser. Please allow pop-ups and try again.',
      ),
    ).toBeInTheDocument();
  });

  it("lists the requirements the identity provider's password policy says are missing", async () => {
    signUp.mockRejectedValue(
      Object.assign(
        new Error(
          'Firebase: Missing password requirements: [Password must contain at least 12 characters, ' +
            'Password must contain an upper case character] (auth/password-does-not-meet-requirements).',
        ),
        { code: 'auth/password-does-not-meet-requirements' },
      ),
    );
    const { onAuthenticated, user } = renderStep();
    await fillSignUp(user, 'new@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password requirements not met: Password must contain at least 12 characters, ' +
        'Password must contain an upper case character. Please update your password and try again.',
    );
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('completes a Google sign-in that fell back to a redirect when the visitor comes back', async () => {
    redirected.mockResolvedValue('google');
    notePendingRedirect();
    const { onAuthenticated } = renderStep();
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith({ method: 'google' }));
    expect(redirected).toHaveBeenCalledTimes(1);
  });

  it('shows why a sign-in that came back from a redirect failed', async () => {
    redirected.mockRejectedValue({ code: 'auth/user-disabled' });
    notePendingRedirect();
    const { onAuthenticated } = renderStep();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has been temporarily disabled.',
    );
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('loads nothing for a redirect when no sign-in left this tab', async () => {
    renderStep();
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(redirected).not.toHaveBeenCalled();
  });
});
