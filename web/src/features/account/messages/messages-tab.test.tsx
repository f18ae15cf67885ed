import type { MailPreferencesWire, MyAnnouncementWire } from '@domain/wire/announcement';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, sentTo, serveApi, serverError } from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetScreenWidth, setScreenWidth } from '../../../testing/screen-width';

import { MessagesTab } from './messages-tab';

jest.mock('../../../lib/firebase/load-firebase');

const ALL_ON: MailPreferencesWire = { association_news: true, events: true, club_messages: true };

const announcement = (fields: Partial<MyAnnouncementWire>): MyAnnouncementWire => ({
  id: 'a1',
  kind: 'events',
  club_name: null,
  language: 'en',
  subject: 'State championship entries open Monday',
  body: 'Entries open **Monday**.\n\n- Poomsae\n- Sparring\n\n[Enter here](https://example.org/enter)\n\n<script>alert(1)</script>',
  sent_at: '2026-11-02T15:00:00.000Z',
  ...fields,
});

serveApi();
beforeEach(() => jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-u1')));
afterEach(resetScreenWidth);

function serve({
  preferences = ALL_ON as MailPreferencesWire | 'fail',
  pages = [{ announcements: [announcement({})], next_cursor: null }] as
    { announcements: MyAnnouncementWire[]; next_cursor: string | null }[] | 'fail',
  save = 'ok' as 'ok' | 'fail',
} = {}) {
  apiServer.use(
    apiHandler('GET /mail-preferences/me', () =>
      preferences === 'fail' ? serverError() : preferences,
    ),
    apiHandler('PUT /mail-preferences/me', ({ body }) => (save === 'fail' ? serverError() : body)),
    apiHandler('GET /announcements/me', ({ query }) => {
      if (pages === 'fail') return serverError();
      const after = query.get('after');
      return after ? pages[Number(after)] : pages[0];
    }),
  );
}

const renderTab = (locale: 'en' | 'es' = 'en') =>
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <MessagesTab />
    </ConfigContext.Provider>,
    { locale, route: '/my-account?tab=messages' },
  );

describe('MessagesTab: email preferences', () => {
  it('When the preferences load, then each kind has a labelled switch and the line about the mail that always arrives', async () => {
    serve({ preferences: { association_news: true, events: false, club_messages: true } });
    renderTab();
    expect(
      screen.getByRole('status', { name: 'Loading email preferences...' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading announcements...' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Email preferences' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Receipts, renewal reminders, status notices and security email always arrive/,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /Association news/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Events/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Club messages/ })).toBeChecked();
  });

  it('When the member turns a kind off with the keyboard, then all three choices are saved with PUT and the page says so', async () => {
    serve();
    renderTab();
    const events = await screen.findByRole('switch', { name: /^Events/ });
    act(() => events.focus());
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(sentTo('PUT /mail-preferences/me').map(({ body }) => body)).toEqual([
        { association_news: true, events: false, club_messages: true },
      ]),
    );
    expect(await screen.findByText('Email preferences saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Events/ })).not.toBeChecked();
  });

  it('When the save fails, then the switch goes back and the page says the choice was not saved', async () => {
    serve({ save: 'fail' });
    renderTab();
    await userEvent.click(await screen.findByRole('switch', { name: /Club messages/ }));
    expect(
      await screen.findByText('Your choice could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Club messages/ })).toBeChecked();
  });

  it('When the preferences cannot be read, then an error offers to try again, which reads them again', async () => {
    serve({ preferences: 'fail' });
    renderTab();
    expect(
      await screen.findByText('We could not read your email preferences just now.'),
    ).toBeInTheDocument();
    serve();
    const section = screen.getByRole('region', { name: 'Email preferences' });
    await userEvent.click(within(section).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('switch', { name: /Association news/ })).toBeChecked();
  });
});

describe('MessagesTab: announcements', () => {
  it('When announcements were sent, then they are listed newest first with their sender and date, and Load more reads the next page', async () => {
    serve({
      pages: [
        {
          announcements: [
            announcement({}),
            announcement({
              id: 'a2',
              kind: 'club_messages',
              club_name: 'Lakeshore Taekwondo',
              subject: 'Belt test on Saturday',
              sent_at: '2026-10-20T15:00:00.000Z',
            }),
          ],
          next_cursor: '1',
        },
        {
          announcements: [
            announcement({ id: 'a3', subject: 'Referee clinic', sent_at: '2026-09-01T15:00:00Z' }),
          ],
          next_cursor: null,
        },
      ],
    });
    renderTab();
    const list = await screen.findByRole('list', { name: 'Announcements' });
    const items = () =>
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent);
    expect(items()).toEqual([
      'State championship entries open MondayFrom Illinois Taekwondo Association · Nov 2, 2026',
      'Belt test on SaturdayFrom Lakeshore Taekwondo · Oct 20, 2026',
    ]);
    expect(sentTo('GET /announcements/me')[0]?.query).toEqual({ limit: '10' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[2]).toMatch(/^Referee clinic/);
    expect(sentTo('GET /announcements/me')[1]?.query).toEqual({ limit: '10', after: '1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('When the member opens one, then its body is rendered with the safe formatting (lists, links, markup as text) and Close returns', async () => {
    serve();
    renderTab();
    await userEvent.click(
      await screen.findByRole('button', { name: /State championship entries open Monday/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'State championship entries open Monday',
    });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Poomsae', 'Sparring']);
    expect(within(dialog).getByRole('link', { name: 'Enter here' })).toHaveAttribute(
      'href',
      'https://example.org/enter',
    );
    expect(within(dialog).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('When none were sent, then the section says so', async () => {
    serve({ pages: [{ announcements: [], next_cursor: null }] });
    renderTab();
    expect(
      await screen.findByText('No announcements have been sent to you yet.'),
    ).toBeInTheDocument();
  });

  it('When they cannot be read, then an error offers to try again', async () => {
    serve({ pages: 'fail' });
    renderTab();
    expect(
      await screen.findByText('We could not read your announcements just now.'),
    ).toBeInTheDocument();
    serve();
    const section = screen.getByRole('region', { name: 'Announcements' });
    await userEvent.click(within(section).getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('button', { name: /State championship entries open Monday/ }),
    ).toBeInTheDocument();
  });

  it('When a Spanish reader on a phone opens one, then the tab is in Spanish and the announcement fills the screen', async () => {
    setScreenWidth(390);
    serve({
      pages: [
        {
          announcements: [
            announcement({ language: 'es', subject: 'Inscripciones abiertas', body: 'Hola.' }),
          ],
          next_cursor: null,
        },
      ],
    });
    renderTab('es');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Preferencias de correo' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /Noticias de la asociación/ })).toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: /Inscripciones abiertas/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Inscripciones abiertas' });
    expect(dialog.className).toMatch(/FullScreen/);
    expect(within(dialog).getByText('Hola.').closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(within(dialog).getByText(/^De Asociación de Taekwondo de Illinois/)).toBeInTheDocument();
  });
});
