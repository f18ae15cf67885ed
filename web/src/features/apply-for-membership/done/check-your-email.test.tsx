import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { IdentityError } from '../../../lib/auth/identity-error';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { CheckYourEmail } from './check-your-email';

function renderScreen(failure: unknown, locale: 'en' | 'es' = 'en') {
  renderWithProviders(
    <CheckYourEmail
      email="jane@example.com"
      focusOnMount={false}
      onResend={() => Promise.reject(failure)}
      onSignIn={jest.fn()}
    />,
    { locale },
  );
  return userEvent.setup({ delay: null });
}

describe('CheckYourEmail', () => {
  it('says the email is already verified when it is', async () => {
    const user = renderScreen(new IdentityError('identity/already-verified', 'x'));
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Email is already verified');
  });

  it('says the resend failed for any other failure', async () => {
    const failure = Object.assign(new Error('Firebase: (auth/internal-error).'), {
      code: 'auth/internal-error',
    });
    const user = renderScreen(failure);
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Failed to resend verification email.')).toBeInTheDocument();
  });

  it('uses the Spanish texts', async () => {
    const user = renderScreen(new Error('offline'), 'es');
    await user.click(screen.getByRole('button', { name: /Reenviar/ }));
    expect(
      await screen.findByText('No se pudo reenviar el correo de verificación.'),
    ).toBeInTheDocument();
  });
});
