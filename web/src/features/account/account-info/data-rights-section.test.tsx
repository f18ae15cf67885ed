import type { DataExportWire } from '@domain/wire/data-export';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { ConfigContext } from '../../../config/config-context';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import type { AccountRecord } from '../../../lib/records/records';
import { accountRecord } from '../../../testing/records';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { exportMyData, saveAsJsonFile, setDeletionRequested } from './data-rights-api';
import { DataRightsSection } from './data-rights-section';

jest.mock('./data-rights-api');

const account = accountRecord({
  id: 'u1',
  email: 'rosa@example.org',
  role: 'member',
  firstName: 'Rosa',
  lastName: 'Diaz',
  phone: '312-555-0100',
  dateOfBirth: '1985-02-03',
  gender: 'female',
});

const renderSection = (record: AccountRecord = account, locale?: 'es') =>
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <DataRightsSection account={record} />
    </ConfigContext.Provider>,
    locale ? { locale } : undefined,
  );

describe('DataRightsSection', () => {
  beforeEach(() => jest.resetAllMocks());

  it('downloads everything the account holds as one JSON file', async () => {
    const data: DataExportWire = {
      exported_at: '2026-11-20T15:00:00.000Z',
      account: COMPLETE_ACCOUNT,
      memberships: [],
      club_memberships: [],
      event_entries: [],
      payments: [],
      audit_entries: [],
    };
    jest.mocked(exportMyData).mockResolvedValue(data);
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saveAsJsonFile).toHaveBeenCalledWith(data, 'my-iltkd-data.json'));
  });

  it('asks for confirmation before asking for the account to be deleted, and sends nothing on cancel', async () => {
    jest.mocked(setDeletionRequested).mockResolvedValue(COMPLETE_ACCOUNT);
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/children's included/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(setDeletionRequested).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask to delete my account' }));
    await waitFor(() =>
      expect(setDeletionRequested).toHaveBeenCalledWith(expect.anything(), true, 'en'),
    );
  });

  it('shows a pending request with its date and lets the owner withdraw it, in Spanish too', async () => {
    jest.mocked(setDeletionRequested).mockResolvedValue(COMPLETE_ACCOUNT);
    renderSection({ ...account, deletionRequestedAt: '2026-11-20T15:00:00.000Z' }, 'es');
    expect(screen.getByText(/20 de noviembre de 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirar la solicitud' }));
    await waitFor(() =>
      expect(setDeletionRequested).toHaveBeenCalledWith(expect.anything(), false, 'es'),
    );
  });

  it('says so when the file cannot be prepared', async () => {
    jest.mocked(exportMyData).mockRejectedValue(new Error('offline'));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not prepare your data. Please try again.',
    );
  });
});
