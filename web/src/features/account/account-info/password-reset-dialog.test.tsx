import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { sendPasswordReset } from '../../../lib/auth/password-reset';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { PasswordResetDialog } from './password-reset-dialog';

jest.mock('../../../lib/auth/password-reset', () => ({ sendPasswordReset: jest.fn() }));

const renderDialog = (onClose = jest.fn()) =>
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <PasswordResetDialog open email="paul@example.org" onClose={onClose} />
    </ConfigContext.Provider>,
  );

describe('PasswordResetDialog', () => {
  beforeEach(() => jest.mocked(sendPasswordReset).mockReset());

  it('sends the reset email to the address in the dialog and says where it went', async () => {
    jest.mocked(sendPasswordReset).mockResolvedValue(undefined);
    renderDialog();
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset email sent to ana@example.org.',
    );
    expect(sendPasswordReset).toHaveBeenCalledWith(expect.anything(), 'ana@example.org', 'en');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send Reset Email' })).not.toBeInTheDocument();
  });

  it('asks for an address before sending anything', async () => {
    renderDialog();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an email address.');
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('starts over with the account email when closed', async () => {
    const onClose = jest.fn();
    renderDialog(onClose);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('paul@example.org');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
