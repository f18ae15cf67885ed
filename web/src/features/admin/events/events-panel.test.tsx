import type { EventWire } from '@domain/wire/event';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiError, apiHandler, apiServer, sentTo, serveApi } from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetScreenWidth, setScreenWidth } from '../../../testing/screen-width';

import { EventsPanel } from './events-panel';

jest.mock('../../../lib/firebase/load-firebase');
jest.mock('../shared/history-panel', () => ({ HistoryPanel: () => null }));
jest.setTimeout(30_000);

const base: EventWire = {
  id: 'e-seminar',
  title: 'Kyorugi Rules Seminar',
  title_es: 'Seminario de reglas de kyorugi',
  description: null,
  description_es: null,
  date: '2027-01-23',
  start_time: '09:00',
  end_time: '12:00',
  location: 'Illinois State University, Normal, IL',
  type: 'seminar',
  color: '#0b2a5b',
  details_link: null,
  image_url: null,
  image_alt: null,
  published: true,
  cancelled_at: null,
  entry: {
    registration_open: true,
    closes_at: '2027-01-21T05:59:00.000Z',
    capacity: 20,
    fees: { champion: 0, basic: 3000, non_member: null },
    requires_active_membership: true,
    roles: [],
    divisions: [],
    minimum_belt: null,
    refund_before_close: true,
  },
  entry_counts: { entered: 19, waiting: 2 },
  created_at: null,
  updated_at: null,
};
const draft: EventWire = {
  ...base,
  id: 'e-draft',
  title: 'Summer Camp',
  type: 'training',
  published: false,
  entry: null,
  entry_counts: { entered: 0, waiting: 0 },
};
const cancelled: EventWire = {
  ...base,
  id: 'e-cancelled',
  title: 'Winter Open',
  type: 'tournament',
  cancelled_at: '2026-11-20T12:00:00.000Z',
};

/** Pastes the text, as typing a whole form key by key is slow in jsdom. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function renderPanel(locale: 'en' | 'es' = 'en') {
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <EventsPanel />
    </ConfigContext.Provider>,
    { locale },
  );
}

/** The events' ids each action was asked for, in order. */
const changed = (action: 'publish' | 'unpublish' | 'cancel' | 'restore') =>
  sentTo(`POST /events/{id}/${action}`).map(({ params }) => params.id);

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
  apiServer.use(
    apiHandler('GET /events', () => ({ events: [base, draft, cancelled], total: 3 })),
    ...(['publish', 'unpublish', 'cancel', 'restore'] as const).map((action) =>
      apiHandler(`POST /events/{id}/${action}`, () => base),
    ),
  );
  setScreenWidth(1280);
});

afterEach(resetScreenWidth);

describe('Events (admin)', () => {
  it('lists every event with its status, type and entries', async () => {
    renderPanel();
    const row = (await screen.findByText('Kyorugi Rules Seminar')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Published')).toBeInTheDocument();
    expect(cells.getByText('Seminar')).toBeInTheDocument();
    expect(cells.getByText('19 entered of 20, 2 waiting')).toBeInTheDocument();
    const draftRow = within(screen.getByText('Summer Camp').closest('tr') as HTMLElement);
    expect(draftRow.getByText('Draft')).toBeInTheDocument();
    expect(draftRow.getByText('Not on the site')).toBeInTheDocument();
    const cancelledRow = within(screen.getByText('Winter Open').closest('tr') as HTMLElement);
    expect(cancelledRow.getByText('Cancelled')).toBeInTheDocument();
    expect(cancelledRow.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows upcoming events first and past ones on request', async () => {
    renderPanel();
    await screen.findByText('Kyorugi Rules Seminar');
    expect(sentTo('GET /events').at(-1)?.query).toMatchObject({ when: 'upcoming', skip: '0' });
    expect(screen.getByRole('button', { name: 'Upcoming' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    apiServer.use(apiHandler('GET /events', () => ({ events: [], total: 0 }), { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByText('No past events')).toBeInTheDocument();
    expect(sentTo('GET /events').at(-1)?.query).toMatchObject({ when: 'past', skip: '0' });
  });

  it('publishes a draft and unpublishes a published event', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish: Summer Camp' }));
    await waitFor(() => expect(changed('publish')).toEqual(['e-draft']));
    // The change reloads the list: act on the reloaded rows.
    await waitFor(() => expect(sentTo('GET /events')).toHaveLength(2));
    await screen.findByRole('table');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unpublish: Kyorugi Rules Seminar' }),
    );
    await waitFor(() => expect(changed('unpublish')).toEqual(['e-seminar']));
  });

  it('cancels an event only after the red confirmation, and restores a cancelled one', async () => {
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel Event: Kyorugi Rules Seminar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    expect(changed('cancel')).toEqual([]);
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Event' });
    expect(confirm).toHaveClass('MuiButton-colorError');
    await userEvent.click(confirm);
    await waitFor(() => expect(changed('cancel')).toEqual(['e-seminar']));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore: Winter Open' }));
    await waitFor(() => expect(changed('restore')).toEqual(['e-cancelled']));
  });

  it("opens an event's roster from its Roster action; an event without entries has none", async () => {
    apiServer.use(
      apiHandler('GET /admin/events/{id}/roster', () => ({
        event: {
          id: 'e-seminar',
          title: 'Kyorugi Rules Seminar',
          title_es: null,
          date: '2027-01-23',
          capacity: 20,
          entered: 19,
          waiting: 2,
        },
        rows: [],
        total: 0,
      })),
    );
    renderPanel();
    const draftRow = within((await screen.findByText('Summer Camp')).closest('tr') as HTMLElement);
    expect(draftRow.queryByRole('button', { name: /Roster/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Roster: Kyorugi Rules Seminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roster: Kyorugi Rules Seminar' });
    expect(
      await within(dialog).findByText('19 entered of 20 places · 2 waiting'),
    ).toBeInTheDocument();
    expect(sentTo('GET /admin/events/{id}/roster')).toEqual([
      { params: { id: 'e-seminar' }, body: undefined, query: { skip: '0', limit: '25' } },
    ]);
  });

  it('shows cards instead of a table at 390 px, in Spanish', async () => {
    setScreenWidth(390);
    renderPanel('es');
    expect(await screen.findByText('Kyorugi Rules Seminar')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText('19 inscritos de 20, 2 en espera')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Publicar: Summer Camp' })).toBeInTheDocument();
  });

  it('opens the event form full screen on a phone (390 px), in Spanish', async () => {
    setScreenWidth(390);
    renderPanel('es');
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo evento' }));
    expect(await screen.findByRole('dialog', { name: 'Nuevo evento' })).toHaveClass(
      'MuiDialog-paperFullScreen',
    );
  });

  it('opens the event form as a dialog, not full screen, at 1280 px', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'New Event' }));
    expect(await screen.findByRole('dialog', { name: 'New Event' })).not.toHaveClass(
      'MuiDialog-paperFullScreen',
    );
  });

  it('creates an event: the schema refuses a blank form, then the filled one is sent', async () => {
    apiServer.use(apiHandler('POST /events', () => ({ ...draft, id: 'e-new' })));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'New Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Event' });
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Save Event' }));
    expect(await form.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(sentTo('POST /events')).toEqual([]);

    await fill(form.getByLabelText(/Title \(English\)/), 'Poomsae Seminar');
    await fill(form.getByLabelText(/Title \(Spanish\)/), 'Seminario de poomsae');
    await fill(form.getByLabelText(/^Date/), '2027-03-13');
    await fill(form.getByLabelText(/Location/), 'Naperville, IL');
    await userEvent.selectOptions(form.getByLabelText(/^Type/), 'seminar');
    await userEvent.click(form.getByLabelText('Members enter this event on the site'));
    await fill(form.getByLabelText('Champion members ($)'), '0');
    await fill(form.getByLabelText('Basic members ($)'), '30');
    await userEvent.click(form.getByLabelText('Cadet'));
    await userEvent.selectOptions(form.getByLabelText('Minimum belt'), 'blue');
    await userEvent.click(form.getByRole('button', { name: 'Save Event' }));

    await waitFor(() => expect(sentTo('POST /events')).toHaveLength(1));
    expect(sentTo('POST /events')[0]?.body).toMatchObject({
      title: 'Poomsae Seminar',
      title_es: 'Seminario de poomsae',
      date: '2027-03-13',
      type: 'seminar',
      entry: {
        fees: { champion: 0, basic: 3000, non_member: null },
        divisions: ['Cadet'],
        minimum_belt: 'blue',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's field error on its field, in Spanish", async () => {
    apiServer.use(
      apiHandler('POST /events', () =>
        apiError(400, {
          detail: 'Please check the information you entered.',
          code: 'VALIDATION_ERROR',
          message_key: 'checkInformation',
          params: {},
          errors: [{ field: 'image', message: 'x', code: 'validation.eventImage.pixels' }],
        }),
      ),
    );
    renderPanel('es');
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo evento' }));
    const form = within(await screen.findByRole('dialog', { name: 'Nuevo evento' }));
    await fill(form.getByLabelText(/Título \(inglés\)/), 'Poomsae Seminar');
    await fill(form.getByLabelText(/Título \(español\)/), 'Seminario de poomsae');
    await fill(form.getByLabelText(/^Fecha/), '2027-03-13');
    await fill(form.getByLabelText(/Lugar/), 'Naperville, IL');
    await userEvent.selectOptions(form.getByLabelText(/^Tipo/), 'seminar');
    await userEvent.click(form.getByRole('button', { name: 'Guardar evento' }));
    // The event's own wording, not the club logo's.
    expect(
      await form.findByText('La imagen del evento debe medir como máximo 512 píxeles por lado.'),
    ).toBeInTheDocument();
    expect(form.queryByText(/logotipo/)).not.toBeInTheDocument();
  });
});
