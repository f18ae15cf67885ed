import type { AccountWire } from '@domain/wire/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, sentTo, serveApi } from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { AccountsPanel } from './accounts-panel';

jest.mock('../../../lib/firebase/load-firebase');
// Counts the evaluations of the file saver, which only the CSV export's module imports: that
// module should load on the way to its button. Kept on globalThis, as the module may be
// evaluated before this file's statements run.
type ExportCounter = { saveBlobEvaluations?: number };
const exportEvaluations = () => (globalThis as ExportCounter).saveBlobEvaluations ?? 0;
jest.mock('../../../lib/files/save-blob', () => {
  const counter = globalThis as ExportCounter;
  counter.saveBlobEvaluations = (counter.saveBlobEvaluations ?? 0) + 1;
  return { saveBlob: jest.fn() };
});

const rosa: AccountWire = {
  ...COMPLETE_ACCOUNT,
  id: 'u-rosa',
  firebase_user_id: 'u-rosa',
  email: 'rosa@example.org',
  role: 'member',
  first_name: 'Rosa',
  last_name: 'Diaz',
  phone: null,
  is_active: true,
  deletion_requested_at: '2026-11-20T15:00:00.000Z',
};

/** Serves these accounts as the whole list. */
const serveAccounts = (accounts: AccountWire[]) =>
  apiServer.use(apiHandler('GET /accounts', () => ({ accounts, total: accounts.length })));

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
  apiServer.use(
    apiHandler('POST /accounts/{id}/erase', () => ({
      erased: true,
      memberships: 1,
      clubs: 0,
      payments: 1,
      event_entries: 0,
      mail: 2,
    })),
    apiHandler('PUT /accounts/{id}', ({ params }) => ({ ...rosa, id: params.id })),
    apiHandler('GET /audit', () => ({ entries: [] })),
  );
});

/** The accounts the administrator asked to erase. */
const erased = () => sentTo('POST /accounts/{id}/erase').map(({ params }) => params.id);

function renderPanel() {
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <AccountsPanel />
    </ConfigContext.Provider>,
    { route: '/admin' },
  );
}

describe('AccountsPanel and a request to delete an account', () => {
  beforeEach(() => serveAccounts([rosa]));

  it('marks the account and erases it only after the administrator confirms', async () => {
    renderPanel();
    expect(await screen.findByText('Deletion requested')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erase data' }));
    expect(
      await screen.findByRole('dialog', { name: "Erase Rosa Diaz's personal data?" }),
    ).toBeInTheDocument();
    expect(erased()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Erase permanently' }));
    await waitFor(() => expect(erased()).toEqual(['u-rosa']));
  });

  it('focuses the confirmation once it opens, and gives focus back to Erase data on Escape', async () => {
    renderPanel();
    const erase = await screen.findByRole('button', { name: 'Erase data' });
    await userEvent.click(erase);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Erase permanently' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(erase).toHaveFocus();
    expect(erased()).toEqual([]);
  });

  it('opens the edit dialog, with the history, and saves from it', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rosa Diaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Account: Rosa Diaz' });
    expect(await within(dialog).findByText('No changes recorded yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(sentTo('PUT /accounts/{id}').map(({ params }) => params.id)).toEqual(['u-rosa']),
    );
  });

  it('offers no erasure for an account that did not ask', async () => {
    serveAccounts([{ ...rosa, deletion_requested_at: null }]);
    renderPanel();
    expect(await screen.findByText('rosa@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase data' })).not.toBeInTheDocument();
  });
});

describe('AccountsPanel on a 1280 px screen', () => {
  it("keeps phone and last sign-in in the row's details", async () => {
    serveAccounts([{ ...rosa, phone: '312-555-0142' }]);
    renderPanel();
    expect(await screen.findByText('rosa@example.org')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).not.toContain('Phone');
    expect(headers[headers.length - 1]).toBe('Details');
    expect(screen.queryByText('312-555-0142')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Rosa Diaz' }));
    expect(screen.getByText('312-555-0142')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Phone',
      'Last sign-in',
    ]);
  });
});

describe('AccountsPanel, its trash', () => {
  it('When the administrator opens the trash, then each account shows when it was trashed and when it will be erased', async () => {
    serveAccounts([{ ...rosa, deleted_at: '2026-03-01T12:00:00.000Z' }]);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Trash' }));
    expect(
      await screen.findByText('Trashed on Mar 1, 2026 · erased after May 30, 2026'),
    ).toBeInTheDocument();
    expect(sentTo('GET /accounts').at(-1)?.query).toMatchObject({ deleted: 'true' });
  });
});

describe("AccountsPanel's CSV export", () => {
  it('loads the export code when the administrator heads for the button, not with the table', async () => {
    serveAccounts([rosa]);
    apiServer.use(apiHandler('GET /admin/export/accounts.csv', () => 'id,email\n'));
    renderPanel();
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    expect(exportEvaluations()).toBe(0);
    await userEvent.click(exportButton);
    const { saveBlob } = jest.requireMock<typeof import('../../../lib/files/save-blob')>(
      '../../../lib/files/save-blob',
    );
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(sentTo('GET /admin/export/accounts.csv').map(({ query }) => query)).toEqual([{}]);
    expect(exportEvaluations()).toBe(1);
  });
});
