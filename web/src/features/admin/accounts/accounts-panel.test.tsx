import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { accountRecord } from '../../../testing/records';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { eraseAccount, listAccounts, adminUpdateAccount } from '../api/accounts-api';
import { getRecordHistory } from '../api/audit-api';

import { AccountsPanel } from './accounts-panel';

jest.mock('../api/accounts-api');
jest.mock('../api/audit-api');
// Counts the evaluations of the CSV export's module, which should load on the way to its
// button; kept on globalThis, as the module may be evaluated before this file's statements run.
type ExportCounter = { exportCsvEvaluations?: number };
const exportEvaluations = () => (globalThis as ExportCounter).exportCsvEvaluations ?? 0;
jest.mock('../api/export-csv', () => {
  const counter = globalThis as ExportCounter;
  counter.exportCsvEvaluations = (counter.exportCsvEvaluations ?? 0) + 1;
  return { downloadCsv: jest.fn() };
});

const rosa = accountRecord({
  id: 'u-rosa',
  email: 'rosa@example.org',
  role: 'member',
  firstName: 'Rosa',
  lastName: 'Diaz',
  isActive: true,
  deletionRequestedAt: '2026-11-20T15:00:00.000Z',
});

function renderPanel() {
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <AccountsPanel />
    </ConfigContext.Provider>,
    { route: '/admin' },
  );
}

describe('AccountsPanel and a request to delete an account', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(listAccounts).mockResolvedValue({ items: [rosa], total: 1 });
    jest.mocked(eraseAccount).mockResolvedValue({
      erased: true,
      memberships: 1,
      clubs: 0,
      payments: 1,
      event_entries: 0,
      mail: 2,
    });
  });

  it('marks the account and erases it only after the administrator confirms', async () => {
    renderPanel();
    expect(await screen.findByText('Deletion requested')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erase data' }));
    expect(
      await screen.findByRole('dialog', { name: "Erase Rosa Diaz's personal data?" }),
    ).toBeInTheDocument();
    expect(eraseAccount).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Erase permanently' }));
    await waitFor(() => expect(eraseAccount).toHaveBeenCalledWith(expect.anything(), 'u-rosa'));
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
    expect(eraseAccount).not.toHaveBeenCalled();
  });

  it('opens the edit dialog, with the history, and saves from it', async () => {
    jest.mocked(adminUpdateAccount).mockResolvedValue(undefined as never);
    jest.mocked(getRecordHistory).mockResolvedValue([]);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Rosa Diaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Account: Rosa Diaz' });
    expect(await within(dialog).findByText('No changes recorded yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(adminUpdateAccount).toHaveBeenCalledWith(
        expect.anything(),
        'u-rosa',
        expect.anything(),
      ),
    );
  });

  it('offers no erasure for an account that did not ask', async () => {
    jest.mocked(listAccounts).mockResolvedValue({
      items: [{ ...rosa, deletionRequestedAt: null }],
      total: 1,
    });
    renderPanel();
    expect(await screen.findByText('rosa@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase data' })).not.toBeInTheDocument();
  });
});

describe('AccountsPanel on a 1280 px screen', () => {
  it("keeps phone and last sign-in in the row's details", async () => {
    jest.mocked(listAccounts).mockResolvedValue({
      items: [{ ...rosa, phone: '312-555-0142' }],
      total: 1,
    });
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
    jest.mocked(listAccounts).mockResolvedValue({
      items: [accountRecord({ ...rosa, deletedAt: '2026-03-01T12:00:00.000Z' })],
      total: 1,
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Trash' }));
    expect(
      await screen.findByText('Trashed on Mar 1, 2026 · erased after May 30, 2026'),
    ).toBeInTheDocument();
    expect(listAccounts).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ deleted: true }),
    );
  });
});

describe("AccountsPanel's CSV export", () => {
  it('loads the export code when the administrator heads for the button, not with the table', async () => {
    jest.mocked(listAccounts).mockResolvedValue({ items: [rosa], total: 1 });
    renderPanel();
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    expect(exportEvaluations()).toBe(0);
    await userEvent.click(exportButton);
    const { downloadCsv } =
      jest.requireMock<typeof import('../api/export-csv')>('../api/export-csv');
    await waitFor(() =>
      expect(downloadCsv).toHaveBeenCalledWith(expect.anything(), 'accounts', { search: '' }),
    );
    expect(exportEvaluations()).toBe(1);
  });
});
