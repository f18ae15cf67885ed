import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { accountRecord } from '../../../testing/records';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { adminUpdateAccount } from '../api/accounts-api';

import { EditAccountDialog } from './edit-account-dialog';

jest.mock('../api/accounts-api');
jest.mock('../api/audit-api', () => ({ getRecordHistory: jest.fn(async () => []) }));

// MUI selects are slow to drive on a shared machine.
jest.setTimeout(30_000);

const instructor = accountRecord({
  id: 'u-kim',
  email: 'kim@example.org',
  role: 'instructor',
  firstName: 'Kim',
  lastName: 'Park',
  phone: null,
  address: null,
});

function renderDialog() {
  jest.mocked(adminUpdateAccount).mockResolvedValue(undefined as never);
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <EditAccountDialog account={instructor} onClose={jest.fn()} onSaved={jest.fn()} />
    </ConfigContext.Provider>,
  );
  return userEvent.setup({ delay: null });
}

describe('EditAccountDialog and an instructor', () => {
  it('keeps the role instructor when the administrator saves without touching it', async () => {
    const user = renderDialog();
    expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveTextContent('Instructor');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(adminUpdateAccount).toHaveBeenCalledWith(
        expect.anything(),
        'u-kim',
        expect.objectContaining({ role: 'instructor' }),
      ),
    );
  });

  it('changes the role only when another one is chosen', async () => {
    const user = renderDialog();
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    await user.click(screen.getByRole('option', { name: 'Member' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(adminUpdateAccount).toHaveBeenCalledWith(
        expect.anything(),
        'u-kim',
        expect.objectContaining({ role: 'member' }),
      ),
    );
  });
});

describe('EditAccountDialog and the domain schema', () => {
  it("refuses a phone number the API would refuse, with the schema's message", async () => {
    jest.mocked(adminUpdateAccount).mockClear();
    const user = renderDialog();
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(adminUpdateAccount).not.toHaveBeenCalled();
  });
});
