import type { DataExportWire } from '@domain/wire/data-export';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { saveBlob } from '../../../lib/files/save-blob';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import type { AccountRecord } from '../../../lib/records/records';
import { apiHandler, apiServer, serveApi, serverError } from '../../../testing/api-server';
import { accountRecord } from '../../../testing/records';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { DataRightsSection } from './data-rights-section';

jest.mock('../../../lib/firebase/load-firebase');
jest.mock('../../../lib/files/save-blob');

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

/** The language of each deletion request (POST asks, DELETE withdraws), in order. */
let deletionRequests: string[] = [];

serveApi();

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-u1'));
  deletionRequests = [];
  apiServer.use(
    ...(['POST', 'DELETE'] as const).map((method) =>
      apiHandler(`${method} /accounts/me/deletion-request`, ({ request }) => {
        deletionRequests.push(`${method} ${request.headers.get('Accept-Language')}`);
        return COMPLETE_ACCOUNT;
      }),
    ),
  );
});

describe('DataRightsSection', () => {
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
    apiServer.use(apiHandler('GET /accounts/me/export', () => data));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const [blob, name] = jest.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe('my-iltkd-data.json');
    expect(JSON.parse(await (blob as Blob).text())).toEqual(data);
  });

  it('asks for confirmation before asking for the account to be deleted, and sends nothing on cancel', async () => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/children's included/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(deletionRequests).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask to delete my account' }));
    await waitFor(() => expect(deletionRequests).toEqual(['POST en']));
  });

  it('shows a pending request with its date and lets the owner withdraw it, in Spanish too', async () => {
    renderSection({ ...account, deletionRequestedAt: '2026-11-20T15:00:00.000Z' }, 'es');
    expect(screen.getByText(/20 de noviembre de 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirar la solicitud' }));
    await waitFor(() => expect(deletionRequests).toEqual(['DELETE es']));
  });

  it('says so when the file cannot be prepared', async () => {
    apiServer.use(apiHandler('GET /accounts/me/export', () => serverError()));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not prepare your data. Please try again.',
    );
  });
});
