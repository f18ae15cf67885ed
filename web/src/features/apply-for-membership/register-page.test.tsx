import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { RegisterPage } from './register-page';
import { SELECTED_TIER_KEY } from './storage/selected-tier';

jest.mock('./registration-wizard', () => ({
  RegistrationWizard: ({ initialTier }: { initialTier?: string }) => (
    <p>Wizard for {initialTier ?? 'the default tier'}</p>
  ),
}));

beforeEach(() => sessionStorage.clear());

describe('the register page', () => {
  it('keeps ?tier= in session storage and hands it to the wizard', () => {
    renderWithProviders(<RegisterPage />, { route: '/register?tier=basic' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Wizard for basic')).toBeInTheDocument();
    expect(sessionStorage.getItem(SELECTED_TIER_KEY)).toBe('basic');
  });

  it('starts from the stored tier when the query has none', () => {
    sessionStorage.setItem(SELECTED_TIER_KEY, 'champion');
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.getByText('Wizard for champion')).toBeInTheDocument();
  });

  it('says Email Verified Successfully! after the verification link', () => {
    renderWithProviders(<RegisterPage />, { route: '/register?verified=true', locale: 'es' });
    expect(screen.getByText('¡Correo electrónico verificado con éxito!')).toBeInTheDocument();
  });

  it('shows no verification banner otherwise, and links to sign-in', () => {
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(screen.queryByText('Email Verified Successfully!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
