import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  verifyPasswordResetCode,
  type Auth,
} from 'firebase/auth';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Route, Routes, StaticRouter, useLocation } from 'react-router';

import { ConfigContext } from '../../config/config-context';
import type { RuntimeConfig } from '../../config/runtime-config';
import { messages as en } from '../../i18n/en/index';
import { emulatorTestConfig, productionTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { renderWithProviders } from '../../testing/render-with-providers';

import { DEVELOPMENT_ACTION_CODE } from './action/development-code';
import { AuthActionPage } from './auth-action-page';

jest.mock('firebase/auth', () => ({
  applyActionCode: jest.fn(),
  checkActionCode: jest.fn(),
  confirmPasswordReset: jest.fn(),
  verifyPasswordResetCode: jest.fn(),
}));
jest.mock('../../lib/firebase/load-firebase', () => ({ loadFirebase: jest.fn() }));

const failure = (code: string, message = code) => Object.assign(new Error(message), { code });
const auth = { currentUser: null } as Auth;
let codeNumber = 0;
/** Each test its own code: the page remembers the outcome of a code it has applied. */
const freshCode = () => `code-${++codeNumber}`;

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderAction(
  query: string,
  {
    config = emulatorTestConfig(),
    locale = 'en',
  }: { config?: RuntimeConfig; locale?: 'en' | 'es' } = {},
) {
  renderWithProviders(
    <ConfigContext.Provider value={config}>
      <Routes>
        <Route path="/auth/action" element={<AuthActionPage />} />
        <Route path="/__/auth/action" element={<AuthActionPage />} />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </ConfigContext.Provider>,
    { route: `/auth/action?${query}`, locale },
  );
}

// Each test types into several MUI fields; under load on a 2-core runner that can pass
// jest's default 5 s.
jest.setTimeout(20_000);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(loadFirebase).mockResolvedValue({ auth } as Awaited<ReturnType<typeof loadFirebase>>);
});

describe('the verification page', () => {
  it('verifies the email and offers to continue on this site', async () => {
    const code = freshCode();
    jest.mocked(checkActionCode).mockResolvedValue({
      data: { email: 'ana@example.test' },
      operation: 'VERIFY_EMAIL',
    } as never);
    jest.mocked(applyActionCode).mockResolvedValue();
    renderAction(
      `mode=verifyEmail&oobCode=${code}&continueUrl=${encodeURIComponent(
        `${window.location.origin}/login?from=verification`,
      )}`,
    );

    expect(screen.getByRole('heading', { name: 'Verifying your email...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(applyActionCode).toHaveBeenCalledWith(auth, code);
    expect(screen.getByText('ana@example.test')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/login?from=verification',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('continues to sign-in when the continue address is another site', async () => {
    jest.mocked(checkActionCode).mockResolvedValue({ data: {} } as never);
    jest.mocked(applyActionCode).mockResolvedValue();
    renderAction(
      `mode=verifyEmail&oobCode=${freshCode()}&continueUrl=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/login');
  });

  it.each([
    [
      'auth/expired-action-code',
      'The verification link has expired. Email verification links are only valid for a limited time. Please request a new verification email.',
    ],
    [
      'auth/invalid-action-code',
      'The verification link is invalid or has already been used. Each verification link can only be used once. Please request a new verification email if needed.',
    ],
    [
      'auth/user-disabled',
      'This user account has been disabled. Please contact support for assistance.',
    ],
    [
      'auth/user-not-found',
      'No user account found for this verification link. The account may have been deleted.',
    ],
  ])('explains %s and links to a new verification email', async (code, message) => {
    jest.mocked(checkActionCode).mockRejectedValue(failure(code));
    renderAction(`mode=verifyEmail&oobCode=${freshCode()}`);
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Request New Verification Email' })).toHaveAttribute(
      'href',
      '/my-account?tab=account',
    );
  });

  it('names the provider’s message for any other failure', async () => {
    jest.mocked(checkActionCode).mockRejectedValue(failure('auth/internal-error', 'Boom'));
    renderAction(`mode=verifyEmail&oobCode=${freshCode()}`);
    expect(
      await screen.findByText('An error occurred while verifying your email: Boom'),
    ).toBeInTheDocument();
  });

  it('calls a link without a code an invalid link', () => {
    renderAction('mode=verifyEmail');
    expect(screen.getByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(screen.getByText('Invalid or missing verification code.')).toBeInTheDocument();
    expect(checkActionCode).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    jest.mocked(checkActionCode).mockRejectedValue(failure('auth/invalid-action-code'));
    renderAction(`mode=verifyEmail&oobCode=${freshCode()}`, { locale: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Falló la verificación' }),
    ).toBeInTheDocument();
  });

  it('accepts the development code only in the emulator build', async () => {
    renderAction(`mode=verifyEmail&oobCode=${DEVELOPMENT_ACTION_CODE}`);
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(applyActionCode).not.toHaveBeenCalled();
  });

  it('sends the development code to the identity provider in a deployed build', async () => {
    jest.mocked(checkActionCode).mockRejectedValue(failure('auth/invalid-action-code'));
    renderAction(`mode=verifyEmail&oobCode=${DEVELOPMENT_ACTION_CODE}`, {
      config: productionTestConfig(),
    });
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(checkActionCode).toHaveBeenCalledWith(auth, DEVELOPMENT_ACTION_CODE);
  });
});

describe('the reset page', () => {
  async function openForm(code = freshCode()) {
    jest.mocked(verifyPasswordResetCode).mockResolvedValue('ana@example.test');
    renderAction(`mode=resetPassword&oobCode=${code}`);
    await screen.findByLabelText(/^New password/);
    return code;
  }

  it('shows the account’s email read-only with both password fields', async () => {
    await openForm();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ana@example.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('asks for both fields, in blue', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fill in both password fields.');
    expect(alert).toHaveClass('MuiAlert-colorInfo');
  });

  it('refuses different passwords, in red', async () => {
    await openForm();
    await userEvent.type(screen.getByLabelText(/^New password/), 'secret-one');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'secret-two');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Passwords do not match.');
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 6 characters', async () => {
    await openForm();
    await userEvent.type(screen.getByLabelText(/^New password/), 'abc12');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'abc12');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
    expect(confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('shows and hides each password', async () => {
    await openForm();
    const [showNew] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showNew);
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('type', 'password');
  });

  it('resets the password, then goes to sign-in after 3 seconds', async () => {
    const code = await openForm();
    jest.mocked(confirmPasswordReset).mockResolvedValue();
    await userEvent.type(screen.getByLabelText(/^New password/), 'N3w-Password!');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'N3w-Password!');
    jest.useFakeTimers();
    try {
      await act(async () => {
        screen.getByRole('button', { name: 'Reset Password' }).click();
      });
      expect(confirmPasswordReset).toHaveBeenCalledWith(auth, code, 'N3w-Password!');
      expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.');
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a weak password is too weak', async () => {
    await openForm();
    jest.mocked(confirmPasswordReset).mockRejectedValue(failure('auth/weak-password'));
    await userEvent.type(screen.getByLabelText(/^New password/), 'aaaaaa');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'aaaaaa');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password is too weak. Please choose a stronger password.',
    );
  });

  it.each([
    ['auth/expired-action-code', 'The password reset link has expired. Please request a new one.'],
    [
      'auth/invalid-action-code',
      'The password reset link is invalid. Please check your email and try again.',
    ],
    ['auth/user-disabled', 'This user account has been disabled.'],
    ['auth/user-not-found', 'No user account found for this reset link.'],
    ['auth/internal-error', 'An error occurred while verifying the reset link. Please try again.'],
  ])('explains a link that fails its check with %s', async (code, message) => {
    jest.mocked(verifyPasswordResetCode).mockRejectedValue(failure(code));
    renderAction(`mode=resetPassword&oobCode=${freshCode()}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request New Reset Link' }));
    expect(screen.getByRole('status')).toHaveTextContent('coming soon');
  });

  it('calls a reset link without a code an invalid link', () => {
    renderAction('mode=resetPassword');
    expect(screen.getByText('Invalid or missing reset code.')).toBeInTheDocument();
  });
});

describe('the dispatcher', () => {
  it.each([
    ['signIn', 'Signing in with an email link is not yet implemented.'],
    ['recoverEmail', 'Email recovery is not yet implemented.'],
  ])('says %s is not yet implemented', (mode, text) => {
    renderAction(`mode=${mode}&oobCode=x`);
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
  });

  it('shows an unknown mode with the valid actions and, in the emulator build, test links', () => {
    renderAction('mode=deleteEverything');
    expect(screen.getByRole('heading', { name: 'Invalid Request' })).toBeInTheDocument();
    expect(screen.getByText('deleteEverything')).toBeInTheDocument();
    for (const mode of ['verifyEmail', 'resetPassword', 'signIn', 'recoverEmail']) {
      expect(screen.getByText(mode)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('link', { name: 'Try email verification with the development code' }),
    ).toHaveAttribute('href', `/auth/action?mode=verifyEmail&oobCode=${DEVELOPMENT_ACTION_CODE}`);
  });

  it('has no development test links in a deployed build', () => {
    renderAction('mode=unknown', { config: productionTestConfig() });
    expect(screen.getByRole('heading', { name: 'Invalid Request' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Development test links' })).toBeNull();
  });
});

describe('the prerendered page', () => {
  it('waits for the browser before reading the link, so hydration matches the HTML', () => {
    const html = renderToString(
      <IntlProvider locale="en" messages={en}>
        <ConfigContext.Provider value={emulatorTestConfig()}>
          <StaticRouter location="/auth/action?mode=verifyEmail&oobCode=abc">
            <AuthActionPage />
          </StaticRouter>
        </ConfigContext.Provider>
      </IntlProvider>,
    );
    expect(html).toContain('Account Action');
    expect(html).not.toContain('Verifying your email');
    expect(html).not.toContain('Invalid Request');
    expect(checkActionCode).not.toHaveBeenCalled();
  });
});
