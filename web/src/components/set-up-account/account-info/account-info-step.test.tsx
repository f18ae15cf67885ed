import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AccountProfileValues } from '../../account-form/account-form-values';
import { fill, fillDate } from '../testing/fill';
import { COMPLETE_ACCOUNT } from '../testing/fixtures';
import { renderWithConfig } from '../testing/render-account-steps';

import { AccountInfoStep } from './account-info-step';
import { accountInfoValues } from './account-info-values';

const emptyValues = () => accountInfoValues(null, { email: 'new@example.com', displayName: null });

// Formik re-validates the whole form on every change: slow on a shared core.
jest.setTimeout(30_000);

function renderStep(
  initialValues: AccountProfileValues = emptyValues(),
  locale: 'en' | 'es' = 'en',
) {
  const onSubmit = jest.fn();
  renderWithConfig(
    <AccountInfoStep
      initialValues={initialValues}
      verificationSentTo={null}
      securityCheck={null}
      busy={false}
      error={null}
      focusOnMount={false}
      onSubmit={onSubmit}
    />,
    { locale },
  );
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id.split(' ')[0])?.textContent ?? '';
};

describe('the Account Information step', () => {
  it('requires names, phone, date of birth, gender and the address', async () => {
    const { onSubmit, user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/^First name/))).toBe('This field is required.'),
    );
    for (const label of [
      /^Last name/,
      /^Phone/,
      /^Date of birth/,
      /^Gender/,
      /^Street number and name/,
      /^City/,
      /^State \*/,
      /^ZIP or postal code/,
    ]) {
      expect(errorOf(screen.getByLabelText(label))).toBe('This field is required.');
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the sign-in email read-only and leaves the apartment optional', async () => {
    const { user } = renderStep();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('new@example.com');
    expect(email).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/^First name/))).toBe('This field is required.'),
    );
    expect(screen.getByLabelText(/^Apt, suite or unit/)).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('refuses a phone number that is not one', async () => {
    const { user } = renderStep();
    const phone = await fill(user, /^Phone/, 'call me');
    await waitFor(() => expect(errorOf(phone)).toBe('Please enter a valid phone number.'));
  });

  it('refuses a date of birth in the future', async () => {
    renderStep();
    const date = fillDate(/^Date of birth/, '2999-01-01');
    await waitFor(() => expect(errorOf(date)).toBe('The date cannot be in the future.'));
  });

  it('checks the ZIP code of a United States address', async () => {
    const { user } = renderStep();
    const zip = await fill(user, /^ZIP or postal code/, '6060');
    await waitFor(() => expect(errorOf(zip)).toBe('Please enter a 5 or 9 digit ZIP code.'));
  });

  it('lists the US states and DC for the United States, and a free region elsewhere', async () => {
    const { user } = renderStep();
    const state = screen.getByLabelText(/^State \*/);
    expect(screen.getByRole('option', { name: 'District of Columbia' })).toBeInTheDocument();
    expect(state.querySelectorAll('option')).toHaveLength(52);
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Canada');
    expect(screen.queryByLabelText(/^State \*/)).not.toBeInTheDocument();
    const region = screen.getByLabelText(/^State, province or region/);
    expect(region).not.toBeRequired();
    const zip = await fill(user, /^ZIP or postal code/, 'K1A 0B1');
    await waitFor(() => expect(zip).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('offers the spec countries with United States first', () => {
    renderStep();
    const options = [...screen.getByLabelText(/^Country/).querySelectorAll('option')].map(
      (option) => option.textContent,
    );
    expect(options.slice(0, 3)).toEqual(['Select...', 'United States', 'Canada']);
    expect(options).toHaveLength(14);
  });

  it('submits the filled-in details', async () => {
    const { onSubmit, user } = renderStep(
      accountInfoValues(COMPLETE_ACCOUNT, { email: COMPLETE_ACCOUNT.email, displayName: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ first_name: 'Jane', phone: '312-555-0100' });
  });

  it('fills the names in from the sign-in display name', () => {
    renderStep(accountInfoValues(null, { email: 'g@example.com', displayName: 'Ana María López' }));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ana María');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('López');
  });

  it('speaks Spanish', async () => {
    const { user } = renderStep(emptyValues(), 'es');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/^Nombre/))).toBe('Este campo es obligatorio.'),
    );
    expect(screen.getByRole('option', { name: 'Estados Unidos' })).toBeInTheDocument();
  });
});
