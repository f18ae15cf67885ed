import type { DashboardWire } from '@domain/wire/dashboard';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { saveBlob } from '../../../lib/files/save-blob';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, serveApi, serverError } from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { DashboardPanel } from './dashboard-panel';

jest.mock('../../../lib/firebase/load-firebase');
jest.mock('../../../lib/files/save-blob');

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

const figures: DashboardWire = {
  generated_at: '2026-11-28T17:00:00.000Z',
  members_by_status: [
    { key: 'pending_payment', count: 2 },
    { key: 'application_received', count: 0 },
    { key: 'in_review', count: 1 },
    { key: 'approved', count: 0 },
    { key: 'active', count: 1234 },
    { key: 'expired', count: 3 },
    { key: 'suspended', count: 1 },
    { key: 'cancelled', count: 0 },
  ],
  members_by_tier: [
    { key: 'basic', count: 400 },
    { key: 'champion', count: 833 },
    { key: 'club', count: 1 },
  ],
  members_by_division: [
    { key: 'Youth', count: 300 },
    { key: 'Cadet', count: 200 },
    { key: 'Junior', count: 500 },
    { key: 'Senior', count: 200 },
    { key: 'Masters', count: 30 },
    { key: 'none', count: 4 },
  ],
  members_by_club: {
    top: [
      { club_id: 'c1', name: 'Tigers, North', count: 90 },
      { club_id: 'c2', name: 'Dragons', count: 60 },
    ],
    other_clubs: 1000,
    no_club: 84,
  },
  months: MONTHS.map((month, index) => ({
    month,
    new_members: index === 11 ? 17 : 0,
    revenue_cents: index === 11 ? 123456 : 0,
  })),
  renewals_due_60_days: 42,
  upcoming_events: [
    { id: 'e1', title: 'State Championship', date: '2026-12-05', entered: 120, waiting: 6 },
  ],
  certifications_expiring: { within_30_days: 3, within_60_days: 7 },
  reads: { aggregation_queries: 45, document_queries: 3, documents: 13 },
};

const renderPanel = (locale: 'en' | 'es' = 'en') =>
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <DashboardPanel />
    </ConfigContext.Provider>,
    { locale },
  );

const figureOf = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
  apiServer.use(apiHandler('GET /admin/dashboard', () => figures));
});

describe('DashboardPanel', () => {
  it('holds the charts’ places while the figures load, then shows the headline figures', async () => {
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard...');
    // The same seven cards, by title, loading and loaded.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(await screen.findByText('Active members', { selector: 'dt' })).toBeInTheDocument();
    await waitFor(() => expect(figureOf('Active members')).toBe('1,234'));
    expect(figureOf('Renewals due in the next 60 days')).toBe('42');
    expect(figureOf('Certifications expiring within 30 days')).toBe('3');
    expect(figureOf('Certifications expiring within 60 days')).toBe('7');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
  });

  it('gives each chart a table screen readers read, shown on demand', async () => {
    renderPanel();
    const clubs = await screen.findByRole('table', { name: 'Active members by club' });
    expect(
      within(clubs)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tigers, North', 'Dragons', 'Other clubs', 'No club']);
    expect(within(clubs).getByRole('row', { name: 'Other clubs 1,000' })).toBeInTheDocument();
    const revenue = screen.getByRole('table', { name: 'Revenue per month' });
    expect(within(revenue).getByRole('row', { name: 'Nov 2026 $1,234.56' })).toBeInTheDocument();
    const events = screen.getByRole('table', { name: 'Entries per upcoming event' });
    expect(
      within(events).getByRole('row', { name: 'State Championship (Dec 5, 2026) 120 6' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(7);
    // The charts are drawn, hidden from screen readers, with no tab stop inside.
    await waitFor(() => expect(document.querySelectorAll('svg rect').length).toBeGreaterThan(0));
    expect(document.querySelectorAll('[aria-hidden="true"] [tabindex]')).toHaveLength(0);

    const toggle = screen.getAllByRole('button', { name: 'Show table' })[0] as HTMLElement;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => toggle.focus());
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide table');
  });

  it('downloads a chart’s figures as CSV', async () => {
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download CSV: Active members by club' }),
    );
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const [blob, name] = jest.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toMatch(/^dashboard-club-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await (blob as Blob).text()).toBe(
      'Club,Members\r\n"Tigers, North",90\r\nDragons,60\r\nOther clubs,1000\r\nNo club,84\r\n',
    );

    jest.mocked(saveBlob).mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Revenue per month' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const revenue = await (jest.mocked(saveBlob).mock.calls[0]?.[0] as Blob).text();
    expect(revenue.split('\r\n')[0]).toBe('Month,Revenue (USD)');
    expect(revenue).toContain('Nov 2026,1234.56\r\n');
  });

  it('says when the dashboard could not load, and loads it again with Try Again', async () => {
    apiServer.use(apiHandler('GET /admin/dashboard', () => serverError(), { once: true }));
    renderPanel();
    expect(await screen.findByText('The dashboard could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Memberships by status' })).toBeInTheDocument();
  });

  it('says so when the association has nothing to count yet', async () => {
    apiServer.use(
      apiHandler('GET /admin/dashboard', () => ({
        ...figures,
        members_by_status: figures.members_by_status.map((s) => ({ ...s, count: 0 })),
        months: figures.months.map((m) => ({ ...m, new_members: 0, revenue_cents: 0 })),
        upcoming_events: [],
      })),
    );
    renderPanel();
    expect(await screen.findByText('No figures yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderPanel('es');
    const status = await screen.findByRole('table', { name: 'Membresías por estado' });
    expect(within(status).getByRole('row', { name: 'Activa 1234' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Miembros activos por división' })).toHaveTextContent(
      'Infantil',
    );
    expect(screen.getAllByRole('button', { name: 'Mostrar tabla' })).toHaveLength(7);
    expect(screen.getByText('Miembros activos', { selector: 'dt' })).toBeInTheDocument();
  });
});
