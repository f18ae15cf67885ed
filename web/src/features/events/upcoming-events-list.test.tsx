import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CalendarEvent } from '../../lib/events/event';
import { fakeEventsStatus } from '../../lib/events/fake-events-status';
import { useUpcomingEvents } from '../../lib/events/use-events';
import { renderWithProviders } from '../../testing/render-with-providers';

import { UPCOMING_EVENTS_LIMIT, UpcomingEventsList } from './upcoming-events-list';

jest.mock('../../lib/events/use-events', () => ({ useUpcomingEvents: jest.fn() }));
jest.mock('@domain/age', () => ({
  ...jest.requireActual('@domain/age'),
  todayIso: () => '2026-11-21',
}));

const useUpcomingEventsMock = jest.mocked(useUpcomingEvents);

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
    imageAlt: 'Athletes competing in a taekwondo ring',
    imagePosition: 'left',
  },
  {
    id: 'conditioning',
    date: '2027-01-09',
    startTime: '09:00',
    title: 'Conditioning Camp',
    location: 'Joliet, IL',
    type: 'training',
    imageAlt: 'Athletes practising kicks',
    imagePosition: 'right',
  },
];

describe('UpcomingEventsList', () => {
  it('reads the events from today on', () => {
    useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('success', []));
    renderWithProviders(<UpcomingEventsList />);
    expect(useUpcomingEventsMock).toHaveBeenCalledWith('2026-11-21', UPCOMING_EVENTS_LIMIT);
  });

  it('says so when no events are coming up', () => {
    useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('success', []));
    renderWithProviders(<UpcomingEventsList />);
    expect(screen.getByText('No upcoming events available at this time.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a loading placeholder, then an error when reading fails', () => {
    useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('loading'));
    const { rerender } = renderWithProviders(<UpcomingEventsList />);
    expect(screen.getByRole('status', { name: 'Loading events...' })).toBeInTheDocument();
    useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('error', [], new Error('offline')));
    rerender(<UpcomingEventsList />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load the upcoming events. offline',
    );
  });

  it('shows each event with place, long date, time, description and a named picture', () => {
    useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('success', EVENTS));
    renderWithProviders(<UpcomingEventsList />);
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Winter Classic' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Rockford Sports Factory, Rockford, IL');
    expect(first).toHaveTextContent('Saturday, December 5, 2026');
    expect(first).toHaveTextContent('8:00 AM – 5:00 PM');
    expect(first).toHaveTextContent('Sparring divisions for youth through masters.');
    expect(
      within(first).getByRole('img', { name: 'Athletes competing in a taekwondo ring' }),
    ).toBeInTheDocument();
  });

  it('puts the picture on the side each event asks for', () => {
    useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('success', EVENTS));
    renderWithProviders(<UpcomingEventsList />);
    expect(screen.getAllByRole('article').map((item) => item.dataset.imagePosition)).toEqual([
      'left',
      'right',
    ]);
  });

  it('links Learn More to the details page, or says more is coming soon', async () => {
    const user = userEvent.setup();
    useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('success', EVENTS));
    renderWithProviders(<UpcomingEventsList />);
    expect(screen.getByRole('link', { name: 'Learn More – Winter Classic' })).toHaveAttribute(
      'href',
      '/usat-il-state',
    );
    await user.click(screen.getByRole('button', { name: 'Learn More – Conditioning Camp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More details about this event are coming soon.',
    );
  });

  describe('grouped by month', () => {
    const more: CalendarEvent[] = [
      ...EVENTS,
      {
        id: 'referee-clinic',
        date: '2027-01-23',
        title: 'Referee Clinic',
        location: 'Naperville, IL',
        type: 'seminar',
      },
    ];

    it('heads each month with a level-2 heading over its own events, titled at level 3', () => {
      useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('success', more));
      renderWithProviders(<UpcomingEventsList />);
      const months = screen.getAllByRole('heading', { level: 2 });
      expect(months.map((heading) => heading.textContent)).toEqual([
        'December 2026',
        'January 2027',
      ]);
      expect(months.map((heading) => heading.id)).toEqual(['events-2026-12', 'events-2027-01']);
      const january = screen.getByRole('region', { name: 'January 2027' });
      expect(
        within(january)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Conditioning Camp', 'Referee Clinic']);
      expect(
        within(screen.getByRole('region', { name: 'December 2026' })).getAllByRole('article'),
      ).toHaveLength(1);
    });

    it('offers a jump list of plain links, each to its month heading', () => {
      useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('success', more));
      renderWithProviders(<UpcomingEventsList />);
      const jump = screen.getByRole('navigation', { name: 'Jump to a month' });
      const links = within(jump).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['December 2026', '#events-2026-12'],
        ['January 2027', '#events-2027-01'],
      ]);
      for (const link of links) {
        const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
        expect(target).toHaveTextContent(link.textContent ?? '');
        expect(target?.tagName).toBe('H2');
      }
    });

    it('names the months and the jump list in Spanish', () => {
      useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('success', more));
      renderWithProviders(<UpcomingEventsList />, { locale: 'es' });
      const jump = screen.getByRole('navigation', { name: 'Ir a un mes' });
      expect(
        within(jump)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['diciembre de 2026', 'enero de 2027']);
    });

    it('shows no jump list when every event falls in one month', () => {
      useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('success', [EVENTS[0]]));
      renderWithProviders(<UpcomingEventsList />);
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    });
  });
});
