import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { fill } from '../testing/fill';
import { renderWithConfig } from '../testing/render-account-steps';

import { EmailSignUpForm } from './email-sign-up-form';

// Formik re-validates the whole form on every change: slow on a shared core.
jest.setTimeout(30_000);

function renderForm(locale: 'en' | 'es' = 'en') {
  const onSubmit = jest.fn();
  renderWithConfig(<EmailSignUpForm busy={false} onSubmit={onSubmit} />, { locale });
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

const typePassword = (user: UserEvent, password: string) =>
  fill(user, /^(Password|Contraseña)/, password);

describe('the email sign-up form', () => {
  it('asks for every field before creating the account', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an email address that is not one', async () => {
    const { user } = renderForm();
    await fill(user, /^Email/, 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('needs at least 10 characters', async () => {
    const { user } = renderForm();
    await typePassword(user, 'Ab1!');
    expect(
      await screen.findByText('Password must be at least 10 characters long.'),
    ).toBeInTheDocument();
  });

  it('needs a letter', async () => {
    const { user } = renderForm();
    await typePassword(user, '1234567890!');
    expect(
      await screen.findByText('Password must contain at least one letter.'),
    ).toBeInTheDocument();
  });

  it('needs a number', async () => {
    const { user } = renderForm();
    await typePassword(user, 'abcdefghij!');
    expect(
      await screen.findByText('Password must contain at least one number.'),
    ).toBeInTheDocument();
  });

  it('needs a symbol from the listed ones', async () => {
    const { user } = renderForm();
    await typePassword(user, 'abcdefghij1');
    expect(
      await screen.findByText('Password must contain at least one symbol (!@#$%^&*(),.?":{}|<>).'),
    ).toBeInTheDocument();
  });

  it('ties the password error to the field for screen readers', async () => {
    const { user } = renderForm();
    const field = await typePassword(user, 'short');
    const message = await screen.findByText('Password must be at least 10 characters long.');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks each password rule as met while typing', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    expect(screen.getByText('At least one letter (met)')).toBeInTheDocument();
    expect(screen.getByText('At least one number (not yet met)')).toBeInTheDocument();
  });

  it('requires the confirmation to match', async () => {
    const { user } = renderForm();
    await typePassword(user, 'Strong-Pass-2026!');
    await fill(user, /^Confirm password/, 'Strong-Pass-2026?');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('submits a valid email and password', async () => {
    const { onSubmit, user } = renderForm();
    await fill(user, /^Email/, 'new@example.com');
    await typePassword(user, 'Strong-Pass-2026!');
    await fill(user, /^Confirm password/, 'Strong-Pass-2026!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      email: 'new@example.com',
      password: 'Strong-Pass-2026!',
      confirm_password: 'Strong-Pass-2026!',
    });
  });

  it('shows and hides the password', async () => {
    const { user } = renderForm();
    const field = screen.getByLabelText(/^Password/);
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('speaks Spanish', async () => {
    const { user } = renderForm('es');
    await typePassword(user, 'abcdefghij1');
    expect(
      await screen.findByText(
        'La contraseña debe contener al menos un símbolo (!@#$%^&*(),.?":{}|<>).',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
  });
});
