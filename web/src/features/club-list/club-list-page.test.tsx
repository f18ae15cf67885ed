import type { PublicClubWire } from '@domain/wire/public-club';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { renderWithProviders } from '../../testing/render-with-providers';

import { ClubListPage } from './club-list-page';

const CLUBS: PublicClubWire[] = [
  { id: 'lakeshore', name: 'Lakeshore Taekwondo', city: 'Chicago', master: 'Daniel Kim' },
  { id: 'pena', name: 'Dojang Peña', city: 'Oak Park', master: null },
  { id: 'prairie', name: 'Prairie State Taekwondo', city: 'Aurora', master: 'Ana Pérez' },
  { id: 'river', name: 'River Valley TKD', city: null, master: 'Omar Ali' },
];

type Answer = { status: number; body: unknown } | 'offline';

/** The API as the browser reaches it: each call takes the next answer, the last one repeats. */
function serveApi(...answers: Answer[]) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    calls.push(String(url));
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    if (answer === 'offline' || answer === undefined) throw new TypeError('Failed to fetch');
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: '',
      text: async () => JSON.stringify(answer.body),
    };
  }) as unknown as typeof fetch;
  return calls;
}

const clubsAnswer = (clubs: PublicClubWire[]) => ({ status: 200, body: { clubs } });

function renderPage(locale: 'en' | 'es' = 'en') {
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <ClubListPage />
    </ConfigContext.Provider>,
    { route: '/clubs', locale },
  );
}

const clubList = () =>
  screen.findByRole('list', { name: /^(Registered clubs|Clubes registrados)$/ });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('ClubListPage', () => {
  it('holds the list place with placeholder cards, then lists the active clubs with city and master', async () => {
    const calls = serveApi(clubsAnswer(CLUBS));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Registered Clubs' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading clubs...' })).toBeInTheDocument();
    expect(screen.getAllByTestId('club-card-skeleton')).toHaveLength(6);

    const list = await clubList();
    expect(calls).toEqual(['/api/v1/clubs/public']);
    expect(screen.queryByRole('status', { name: 'Loading clubs...' })).not.toBeInTheDocument();
    expect(names(list)).toEqual([
      'Lakeshore Taekwondo',
      'Dojang Peña',
      'Prairie State Taekwondo',
      'River Valley TKD',
    ]);
    const lakeshore = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(lakeshore).toHaveTextContent('Chicago');
    expect(lakeshore).toHaveTextContent('Master: Daniel Kim');
    expect(screen.getByText('4 clubs')).toBeInTheDocument();
    expect(document.title).toBe('Registered Clubs | Illinois Taekwondo Association');
  });

  it('filters by club name or city as the visitor types, case and accents aside', async () => {
    serveApi(clubsAnswer(CLUBS));
    const user = userEvent.setup();
    renderPage();
    await clubList();
    const search = screen.getByRole('searchbox', { name: 'Search clubs' });

    await user.type(search, 'TAEKWONDO');
    expect(names(await clubList())).toEqual(['Lakeshore Taekwondo', 'Prairie State Taekwondo']);
    expect(screen.getByText('2 clubs')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'aurora');
    expect(names(await clubList())).toEqual(['Prairie State Taekwondo']);
    expect(screen.getByText('1 club')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'pena');
    expect(names(await clubList())).toEqual(['Dojang Peña']);
  });

  it('says so when no club matches the search, and shows them all again once it is cleared', async () => {
    serveApi(clubsAnswer(CLUBS));
    const user = userEvent.setup();
    renderPage();
    await clubList();
    const search = screen.getByRole('searchbox', { name: 'Search clubs' });
    await user.type(search, 'Springfield');
    expect(
      screen.getByText('No clubs match “Springfield”. Try another name or city.'),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Registered clubs' })).not.toBeInTheDocument();

    await user.clear(search);
    expect(names(await clubList())).toHaveLength(4);
  });

  it('says there are no clubs to show when none is active', async () => {
    serveApi(clubsAnswer([]));
    renderPage();
    expect(await screen.findByText('No clubs to display at this time.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Registered clubs' })).not.toBeInTheDocument();
  });

  it('explains a failed load and loads again when the visitor tries again', async () => {
    const calls = serveApi('offline', clubsAnswer(CLUBS));
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the clubs');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(names(await clubList())).toHaveLength(4);
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a server error the same way', async () => {
    serveApi({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', detail: 'Down' } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the clubs');
  });

  it('points a club that is not listed to the contact page', async () => {
    serveApi(clubsAnswer(CLUBS));
    renderPage();
    await clubList();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('speaks Spanish to a Spanish reader', async () => {
    serveApi(clubsAnswer(CLUBS));
    renderPage('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Clubes registrados' })).toBeVisible();
    const list = await clubList();
    expect(screen.getByRole('searchbox', { name: 'Buscar clubes' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Maestro: Daniel Kim');
    expect(screen.getByText('4 clubes')).toBeInTheDocument();
  });
});
