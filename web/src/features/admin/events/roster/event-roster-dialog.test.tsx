import type { EventWire } from '@domain/wire/event';
import type { EventRosterRowWire, EventRosterWire } from '@domain/wire/event-roster';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../../config/config-context';
import { signedInFirebase } from '../../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../../lib/api/test-runtime-config';
import { saveBlob } from '../../../../lib/files/save-blob';
import { loadFirebase } from '../../../../lib/firebase/load-firebase';
import {
  apiHandler,
  apiServer,
  sentTo,
  serveApi,
  serverError,
} from '../../../../testing/api-server';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { resetScreenWidth, setScreenWidth } from '../../../../testing/screen-width';

import { EventRosterDialog } from './event-roster-dialog';

jest.mock('../../../../lib/firebase/load-firebase');
// jsdom cannot download a file: the test reads what the export asked for.
jest.mock('../../../../lib/files/save-blob');
jest.setTimeout(30_000);

const event: EventWire = {
  id: 'e-seminar',
  title: 'Kyorugi Rules Seminar',
  title_es: 'Seminario de reglas de kyorugi',
  description: null,
  description_es: null,
  date: '2027-01-23',
  start_time: '09:00',
  end_time: '12:00',
  location: 'Normal, IL',
  type: 'seminar',
  color: '#0b2a5b',
  details_link: null,
  image_url: null,
  image_alt: null,
  published: true,
  cancelled_at: null,
  entry: {
    registration_open: true,
    closes_at: null,
    capacity: 20,
    fees: { champion: 0, basic: 3000, non_member: null },
    requires_active_membership: true,
    roles: [],
    divisions: [],
    minimum_belt: null,
    refund_before_close: true,
  },
  entry_counts: { entered: 2, waiting: 1 },
  created_at: null,
  updated_at: null,
};

const mia: EventRosterRowWire = {
  id: 'e-seminar_m-1',
  membership_id: 'm-1',
  first_name: 'Mia',
  last_name: 'Santos',
  member_id: 'IL-2026-000010',
  club_name: 'Lakeshore Taekwondo',
  division: 'Cadet',
  belt_rank: 'blue',
  role: 'athlete',
  tier: 'basic',
  status: 'entered',
  payment_status: 'paid',
  disputed: false,
  fee_cents: 3000,
  entered_at: '2026-12-01T18:00:00.000Z',
};
const leo: EventRosterRowWire = {
  ...mia,
  id: 'e-seminar_m-2',
  membership_id: 'm-2',
  first_name: 'Leo',
  last_name: 'Park',
  member_id: null,
  club_name: null,
  status: 'waiting',
  payment_status: 'pending',
};

const rosterOf = (rows: EventRosterRowWire[], total = rows.length): EventRosterWire => ({
  event: {
    id: event.id,
    title: event.title,
    title_es: event.title_es,
    date: event.date,
    capacity: 20,
    entered: 2,
    waiting: 1,
  },
  rows,
  total,
});

function renderRoster(locale: 'en' | 'es' = 'en') {
  const onClose = jest.fn();
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <EventRosterDialog event={event} onClose={onClose} />
    </ConfigContext.Provider>,
    { locale },
  );
  return { onClose };
}

const ROSTER = 'GET /admin/events/{id}/roster';
const serveRoster = (roster: EventRosterWire) => apiServer.use(apiHandler(ROSTER, () => roster));
/** The query of the last roster request: its filters and page. */
const lastQuery = () => sentTo(ROSTER).at(-1)?.query;
const FIRST_PAGE = { skip: '0', limit: '25' };

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
  serveRoster(rosterOf([leo, mia]));
});

afterEach(() => resetScreenWidth());

describe('EventRosterDialog', () => {
  it('shows each entrant with member ID, club, division, belt, status, payment and fee, and the counts', async () => {
    renderRoster();
    const dialog = await screen.findByRole('dialog', { name: 'Roster: Kyorugi Rules Seminar' });
    const row = (await within(dialog).findByRole('rowheader', { name: 'Santos, Mia' })).closest(
      'tr',
    );
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    for (const text of ['IL-2026-000010', 'Lakeshore Taekwondo', 'Cadet', 'Blue', 'Entered']) {
      expect(cells.getByText(text)).toBeInTheDocument();
    }
    expect(cells.getByText('Paid')).toBeInTheDocument();
    expect(cells.getByText('$30')).toBeInTheDocument();
    const parkRow = screen.getByRole('rowheader', { name: 'Park, Leo' }).closest('tr');
    expect(within(parkRow as HTMLElement).getByText('Not paid')).toBeInTheDocument();
    expect(within(parkRow as HTMLElement).getByText('Waiting list')).toBeInTheDocument();
    expect(screen.getByText('2 entered of 20 places · 1 waiting')).toBeInTheDocument();
    expect(sentTo(ROSTER)).toEqual([
      { params: { id: 'e-seminar' }, body: undefined, query: FIRST_PAGE },
    ]);
  });

  it('marks an entry whose fee has an open chargeback', async () => {
    serveRoster(rosterOf([leo, { ...mia, disputed: true }]));
    renderRoster();
    const row = (await screen.findByRole('rowheader', { name: 'Santos, Mia' })).closest('tr');
    expect(within(row as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Chargeback open')).toBeInTheDocument();
    const parkRow = screen.getByRole('rowheader', { name: 'Park, Leo' }).closest('tr');
    expect(within(parkRow as HTMLElement).queryByText('Chargeback open')).toBeNull();
  });

  it('says in Spanish that an entry has an open chargeback', async () => {
    serveRoster(rosterOf([{ ...mia, disputed: true }]));
    renderRoster('es');
    expect(await screen.findByText('Contracargo abierto')).toBeInTheDocument();
  });

  it('says when nobody has entered yet', async () => {
    serveRoster(rosterOf([]));
    renderRoster();
    expect(await screen.findByText('No entries')).toBeInTheDocument();
    expect(screen.getByText('Nobody has entered this event yet.')).toBeInTheDocument();
  });

  it('offers a retry when the roster cannot be loaded', async () => {
    apiServer.use(apiHandler(ROSTER, () => serverError(), { once: true }));
    renderRoster();
    expect(await screen.findByText('Roster unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('rowheader', { name: 'Santos, Mia' })).toBeInTheDocument();
  });

  it('asks again with the chosen status and payment filters', async () => {
    renderRoster();
    await screen.findByRole('rowheader', { name: 'Santos, Mia' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Waiting list' }));
    await waitFor(() => expect(lastQuery()).toEqual({ ...FIRST_PAGE, status: 'waiting' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment' }));
    await userEvent.click(screen.getByRole('option', { name: 'Not paid' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ ...FIRST_PAGE, status: 'waiting', paid: 'no' }),
    );
  });

  it('searches by name or member ID once typing stops, and says when nothing matches', async () => {
    renderRoster();
    await screen.findByRole('rowheader', { name: 'Santos, Mia' });
    serveRoster(rosterOf([]));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search name or member ID' }), 'zz');
    await waitFor(() => expect(lastQuery()).toEqual({ ...FIRST_PAGE, search: 'zz' }));
    expect(sentTo(ROSTER).map(({ query }) => query.search)).not.toContain('z');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('exports the CSV of the same event and filters', async () => {
    renderRoster();
    await screen.findByRole('rowheader', { name: 'Santos, Mia' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment' }));
    await userEvent.click(screen.getByRole('option', { name: 'Paid' }));
    apiServer.use(
      apiHandler('GET /admin/export/event-roster.csv', () => 'Last name\r\nSantos\r\n'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(sentTo('GET /admin/export/event-roster.csv').map(({ query }) => query)).toEqual([
      { event_id: 'e-seminar', paid: 'yes' },
    ]);
  });

  it('prints a check-in sheet of every entrant, with a blank column to sign', async () => {
    // What the page holds at the moment the browser prints.
    const printed: string[] = [];
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      printed.push(screen.queryByTestId('roster-print-sheet')?.textContent ?? '');
    });
    renderRoster();
    await screen.findByRole('rowheader', { name: 'Santos, Mia' });
    await userEvent.click(screen.getByRole('button', { name: 'Print Check-in Sheet' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(lastQuery()).toEqual({ skip: '0', limit: '100' });
    expect(printed[0]).toContain('Santos, Mia');
    expect(screen.getByTestId('roster-print-sheet').parentElement).toBe(document.body);
    const sheet = within(screen.getByTestId('roster-print-sheet'));
    expect(sheet.getByText('Check-in: Kyorugi Rules Seminar')).toBeInTheDocument();
    expect(sheet.getByText('Checked in / signature')).toBeInTheDocument();
    expect(sheet.getByText('Santos, Mia')).toBeInTheDocument();
    expect(sheet.getByText('Park, Leo')).toBeInTheDocument();
    print.mockRestore();
  });

  it('fills the screen of a 390 px phone and speaks Spanish', async () => {
    setScreenWidth(390);
    renderRoster('es');
    const dialog = await screen.findByRole('dialog', { name: 'Inscritos: Kyorugi Rules Seminar' });
    expect(dialog.className).toMatch(/FullScreen/);
    expect(
      await within(dialog).findByText('2 inscritos de 20 plazas · 1 en lista de espera'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Imprimir hoja de registro' }),
    ).toBeInTheDocument();
  });

  it('closes with Close', async () => {
    const { onClose } = renderRoster();
    await screen.findByRole('rowheader', { name: 'Santos, Mia' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
