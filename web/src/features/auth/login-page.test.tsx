import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import { Route, Routes, useLocation } from 'react-router';

import { ConfigContext } from '../../config/config-context';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { signInWithEmail } from '../../lib/auth/email-sign-in';
import { sendPasswordReset } from '../../lib/auth/password-reset';
import { notePendingRedirect } from '../../lib/auth/pending-redirect';
import { completeRedirectSignIn, signInWithGoogle } from '../../lib/auth/social-sign-in';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import { renderWithProviders } from '../../testing/render-with-providers';

import { LoginPage } from './login-page';

jest.mock('../../lib/firebase/load-firebase', () => ({ loadFirebase: jest.fn() }));
jest.mock('../../lib/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('../../lib/auth/email-sign-in', () => ({ signInWithEmail: jest.fn() }));
jest.mock('../../lib/auth/password-reset', () => ({ sendPasswordReset: jest.fn() }));
jest.mock('../../lib/auth/social-sign-in', () => ({
  completeRedirectSignIn: jest.fn(),
  signInWithGoogle: jest.fn(),
  signInWithFacebook: jest.fn(),
}));

const config = emulatorTestConfig();
const auth = { currentUser: null, authStateReady: async () => undefined } as unknown as Auth;
const failure = (code: string) => Object.assign(new Error(code), { code });
const member = { uid: 'u1', email: 'member@demo.iltkd.org' } as SessionUser;

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(route = '/login', locale: 'en' | 'es' = 'en') {
  renderWithProviders(
    <ConfigContext.Provider value={config}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </ConfigContext.Provider>,
    { route, locale },
  );
}

async function passSecurityCheck(name = 'I am not a robot') {
  await userEvent.click(screen.getByRole('checkbox', { name }));
  await screen.findByRole('textbox', { name: /^(Email|Correo electrónico)/ });
}

// Each test types into several MUI fields; under load on a 2-core runner that can pass
// jest's default 5 s.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  jest.mocked(useSession).mockReturnValue({ user: null, confirmed: true, signOut: jest.fn() });
  jest.mocked(loadFirebase).mockResolvedValue({ auth } as Awaited<ReturnType<typeof loadFirebase>>);
  jest.mocked(completeRedirectSignIn).mockResolvedValue(null);
  globalThis.fetch = jest.fn(async (url: string) => {
    const body = String(url).endsWith('/test-token')
      ? { token: 'tok' }
      : { success: true, verification_id: 'ver-1' };
    return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
});

describe('LoginPage', () => {
  it('shows the email form only after the security check passes', async () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Please complete the security verification first.')).toBeVisible();
    // Under the 'Sign in with email' h2, in the page's outline.
    expect(screen.getByRole('heading', { level: 3, name: 'Security check' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await passSecurityCheck();

    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(
      screen.queryByText('Please complete the security verification first.'),
    ).not.toBeInTheDocument();
  });

  it('keeps Sign In disabled until both email and password are filled', async () => {
    renderLogin();
    await passSecurityCheck();
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'a@b.test');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret');
    expect(submit).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    renderLogin();
    await passSecurityCheck();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in with email and password through the identity functions', async () => {
    jest.mocked(signInWithEmail).mockResolvedValue({} as never);
    renderLogin();
    await passSecurityCheck();
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'member@demo.iltkd.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-Member-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signInWithEmail).toHaveBeenCalledWith(
      auth,
      config,
      'member@demo.iltkd.org',
      'Demo-Member-2026!',
    );
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it.each([
    ['en' as const, 'I am not a robot', 'Incorrect password. Please try again.', 'Sign In'],
    [
      'es' as const,
      'No soy un robot',
      'Contraseña incorrecta. Inténtelo de nuevo.',
      'Iniciar sesión',
    ],
  ])('shows the wrong-password message in %s', async (locale, robot, message, submitName) => {
    jest.mocked(signInWithEmail).mockRejectedValue(failure('auth/wrong-password'));
    renderLogin('/login', locale);
    await passSecurityCheck(robot);
    await userEvent.type(screen.getByRole('textbox', { name: /^(Email|Correo)/ }), 'a@b.test');
    await userEvent.type(screen.getByLabelText(/^(Password|Contraseña)/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: submitName }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: submitName })).toBeEnabled();
  });

  it('signs in with Google and shows a failure in words', async () => {
    jest.mocked(signInWithGoogle).mockRejectedValue(failure('auth/network-request-failed'));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(signInWithGoogle).toHaveBeenCalledWith(auth, config);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
  });

  it('loads Firebase only once the visitor starts to use the page', async () => {
    renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(loadFirebase).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(loadFirebase).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(completeRedirectSignIn).toHaveBeenCalledWith(auth, config));
  });

  it('shows the failure of a sign-in that came back from a redirect', async () => {
    jest.mocked(completeRedirectSignIn).mockRejectedValue(failure('auth/user-disabled'));
    notePendingRedirect();
    renderLogin();
    expect(loadFirebase).toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has been temporarily disabled.',
    );
  });

  it('welcomes a reader coming from email verification', () => {
    renderLogin('/login?from=verification');
    expect(screen.getByText('Email Verification Complete')).toBeInTheDocument();
  });

  it('sends a signed-in visitor on to the requested page on this site', async () => {
    jest.mocked(useSession).mockReturnValue({ user: member, confirmed: true, signOut: jest.fn() });
    renderLogin('/login?redirect=%2Fadmin%3Ftab%3Dmemberships');
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin?tab=memberships');
  });

  it('sends a signed-in visitor to My Account instead of another site', async () => {
    jest.mocked(useSession).mockReturnValue({ user: member, confirmed: true, signOut: jest.fn() });
    renderLogin('/login?redirect=https%3A%2F%2Fevil.example%2F');
    expect(await screen.findByTestId('location')).toHaveTextContent('/my-account');
  });

  it('links to account creation', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
  });
});

describe('Forgot your password?', () => {
  async function openDialog() {
    renderLogin();
    await passSecurityCheck();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    return screen.findByRole('dialog', { name: 'Reset your password' });
  }

  it('asks for an email address first', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter an email address.')).toBeInTheDocument();
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the reset email, confirms it and closes with Done', async () => {
    jest.mocked(sendPasswordReset).mockResolvedValue();
    const dialog = await openDialog();
    const email = (await screen.findAllByRole('textbox', { name: /^Email/ })).find((field) =>
      dialog.contains(field),
    );
    await userEvent.type(email as HTMLElement, 'member@demo.iltkd.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(sendPasswordReset).toHaveBeenCalledWith(
      expect.anything(),
      'member@demo.iltkd.org',
      'en',
    );
    expect(
      await screen.findByText(
        'Password reset email sent to member@demo.iltkd.org. Please check your inbox and spam folder.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no user has that email address', async () => {
    jest.mocked(sendPasswordReset).mockRejectedValue(failure('auth/user-not-found'));
    const dialog = await openDialog();
    const email = screen
      .getAllByRole('textbox', { name: /^Email/ })
      .find((field) => dialog.contains(field));
    await userEvent.type(email as HTMLElement, 'nobody@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('No user found with this email address.')).toBeInTheDocument();
  });
});
