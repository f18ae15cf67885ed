import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';

import type { CalendarEvent } from '../../lib/events/event';
import { fakeEventsStatus } from '../../lib/events/fake-events-status';
import { useEventsBetween } from '../../lib/events/use-events';
import { renderWithProviders } from '../../testing/render-with-providers';

import { CalendarPage } from './calendar-page';

jest.mock('../../lib/events/use-events', () => ({ useEventsBetween: jest.fn() }));
jest.mock('../../lib/firebase/firebase-boundary', () => ({
  FirebaseBoundary: ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) => (
    <Suspense fallback={fallback}>{children}</Suspense>
  ),
}));
jest.mock('@domain/age', () => ({
  ...jest.requireActual('@domain/age'),
  todayIso: () => '2026-11-21',
}));

const useEventsBetweenMock = jest.mocked(useEventsBetween);

const EVENTS: CalendarEvent[] = [
  {
    id: 'winter-classic',
    date: '2026-12-05',
    startTime: '08:00',
    endTime: '17:00',
    title: 'Winter Classic',
    description: 'Sparring divisions for youth through masters.',
    location: 'Rockford Sports Factory, Rockford, IL',
    type: 'tournament',
    detailsLink: '/usat-il-state',
  },
  {
    id: 'pre-test',
    date: '2026-12-05',
    startTime: '18:00',
    title: 'Black Belt Pre-Test Workshop',
    location: 'Rockford, IL',
    type: 'training',
  },
  {
    id: 'ethics',
    date: '2026-11-21',
    title: 'Coaching Ethics Workshop',
    location: 'Chicago, IL',
    type: 'seminar',
  },
];

function captions() {
  return screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent);
}

async function renderCalendar() {
  const user = userEvent.setup();
  renderWithProviders(<CalendarPage />, { route: '/calendar' });
  // The fallback grid shows first; the lazily loaded part reads the events.
  await waitFor(() => expect(useEventsBetweenMock).toHaveBeenCalled());
  return user;
}

beforeEach(() => {
  useEventsBetweenMock.mockReset();
  useEventsBetweenMock.mockReturnValue(fakeEventsStatus('success', EVENTS));
});

describe('CalendarPage', () => {
  it('shows three months from the current month by default and reads only their events', async () => {
    await renderCalendar();
    expect(captions()).toEqual(['November 2026', 'December 2026', 'January 2027']);
    expect(screen.getByRole('button', { name: '3 Months', pressed: true })).toBeInTheDocument();
    expect(useEventsBetweenMock).toHaveBeenLastCalledWith('2026-11-01', '2027-01-31');
  });

  it('labels the weekday columns from Sunday to Saturday', async () => {
    await renderCalendar();
    const november = screen.getAllByRole('table')[0] as HTMLElement;
    const headers = within(november)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers[0]).toContain('Sunday');
    expect(headers[6]).toContain('Saturday');
  });

  it('switches to one month and moves one month at a time', async () => {
    const user = await renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(captions()).toEqual(['November 2026']);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(captions()).toEqual(['December 2026']);
    expect(useEventsBetweenMock).toHaveBeenLastCalledWith('2026-12-01', '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(captions()).toEqual(['October 2026']);
  });

  it('moves three months at a time in the 3-month view', async () => {
    const user = await renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Next 3 months' }));
    expect(captions()).toEqual(['February 2027', 'March 2027', 'April 2027']);
    expect(screen.getByRole('heading', { level: 2, name: /2027/ })).toHaveTextContent(
      'February 2027 – April 2027',
    );
  });

  it('shows twelve months and moves a year at a time in the year view', async () => {
    const user = await renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Year' }));
    expect(captions()).toHaveLength(12);
    expect(useEventsBetweenMock).toHaveBeenLastCalledWith('2026-11-01', '2027-10-31');
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(captions()[0]).toBe('November 2025');
    expect(captions()[11]).toBe('October 2026');
    // Twelve month tables of day buttons: slow to render in jsdom on a busy machine.
  }, 60_000);

  it('marks today in the compact grid', async () => {
    await renderCalendar();
    const today = document.querySelector('[aria-current="date"]') as HTMLElement;
    expect(within(today).getByRole('button')).toHaveAccessibleName(
      'Saturday, November 21, 2026: Coaching Ethics Workshop (today)',
    );
    expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
  });

  it('marks today in the month grid', async () => {
    const user = await renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    const today = document.querySelector('[aria-current="date"]');
    expect(today).toHaveTextContent('Saturday, November 21, 2026 (today)');
  });

  it('shows every event of a day as a chip in the month view', async () => {
    const user = await renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('button', { name: 'Winter Classic' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Black Belt Pre-Test Workshop' }),
    ).toBeInTheDocument();
  });

  it('opens the first event of a coloured day in a popup and closes it', async () => {
    const user = await renderCalendar();
    const day = screen.getByRole('button', {
      name: 'Saturday, December 5, 2026: Winter Classic and 1 more event',
    });
    await user.click(day);
    const dialog = await screen.findByRole('dialog', { name: 'Winter Classic' });
    expect(dialog).toHaveTextContent('Saturday, December 5, 2026');
    expect(dialog).toHaveTextContent('8:00 AM – 5:00 PM');
    expect(dialog).toHaveTextContent('Rockford Sports Factory, Rockford, IL');
    expect(dialog).toHaveTextContent('Sparring divisions for youth through masters.');
    expect(within(dialog).getByRole('link', { name: 'View Event Details' })).toHaveAttribute(
      'href',
      '/usat-il-state',
    );
    expect(
      await within(dialog).findByRole('link', { name: 'Add to calendar – Winter Classic' }),
    ).toHaveAttribute('href', '/events/winter-classic.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows all day and no details link for an event without times or link', async () => {
    const user = await renderCalendar();
    await user.click(
      screen.getByRole('button', {
        name: /^Saturday, November 21, 2026: Coaching Ethics Workshop/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Coaching Ethics Workshop' });
    expect(dialog).toHaveTextContent('All day');
    expect(
      within(dialog).queryByRole('link', { name: 'View Event Details' }),
    ).not.toBeInTheDocument();
  });

  it('opens a day from the keyboard', async () => {
    const user = await renderCalendar();
    act(() => screen.getByRole('button', { name: /^Saturday, December 5, 2026/ }).focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Winter Classic' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says events are loading until they arrive', async () => {
    useEventsBetweenMock.mockReturnValue(fakeEventsStatus('loading'));
    await renderCalendar();
    expect(screen.getByRole('status')).toHaveTextContent('Loading events...');
  });

  it('shows the error text when the events cannot be read', async () => {
    useEventsBetweenMock.mockReturnValue(
      fakeEventsStatus('error', [], new Error('Missing or insufficient permissions.')),
    );
    await renderCalendar();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load the events. Missing or insufficient permissions.',
    );
  });

  it('links to the other event pages', async () => {
    await renderCalendar();
    const nav = screen.getByRole('navigation', { name: 'More about events' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/upcoming-events', '/usat-il-state', '/sponsored-events']);
  });

  it('offers the whole calendar and each type as feeds to subscribe to (webcal://) or to link (.ics)', async () => {
    await renderCalendar();
    const section = await screen.findByRole('region', { name: 'Subscribe to the calendar' });
    expect(within(section).getByRole('link', { name: 'Subscribe – All events' })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/calendar.ics`,
    );
    expect(within(section).getByRole('link', { name: '.ics link – All events' })).toHaveAttribute(
      'href',
      '/calendar.ics',
    );
    expect(within(section).getByRole('link', { name: 'Subscribe – Tournaments' })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/calendar/tournament.ics`,
    );
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
  });

  it('gives a Spanish reader the Spanish feeds', async () => {
    renderWithProviders(<CalendarPage />, { route: '/calendar', locale: 'es' });
    const section = await screen.findByRole('region', { name: 'Suscribirse al calendario' });
    expect(within(section).getByRole('link', { name: 'Suscribirse – Seminarios' })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/calendar/seminar.ics?lang=es`,
    );
    expect(
      within(section).getByRole('link', { name: 'Enlace .ics – Todos los eventos' }),
    ).toHaveAttribute('href', '/calendar.ics?lang=es');
    await waitFor(() => expect(useEventsBetweenMock).toHaveBeenCalled());
  });
});
