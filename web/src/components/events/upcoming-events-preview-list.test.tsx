import { screen, within } from '@testing-library/react';

import type { CalendarEvent } from '../../lib/events/event';
import { fakeEventsStatus } from '../../lib/events/fake-events-status';
import { useUpcomingEvents } from '../../lib/events/use-events';
import { renderWithProviders } from '../../testing/render-with-providers';

import { UpcomingEventsPreviewList } from './upcoming-events-preview-list';

jest.mock('../../lib/events/use-events', () => ({ useUpcomingEvents: jest.fn() }));
jest.mock('@domain/age', () => ({
  ...jest.requireActual('@domain/age'),
  todayIso: () => '2026-11-21',
}));

const useUpcomingEventsMock = jest.mocked(useUpcomingEvents);

function event(id: string, date: string, title: string): CalendarEvent {
  return { id, date, title, location: 'Chicago, IL', type: 'seminar', startTime: '10:00' };
}

describe('UpcomingEventsPreviewList', () => {
  it('asks for the next three events from today', () => {
    useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('success', []));
    renderWithProviders(<UpcomingEventsPreviewList />);
    expect(useUpcomingEventsMock).toHaveBeenCalledWith('2026-11-21', 3);
  });

  it('shows a skeleton of three cards while loading', () => {
    useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('loading'));
    renderWithProviders(<UpcomingEventsPreviewList />);
    const skeleton = screen.getByRole('status', { name: 'Loading events...' });
    expect(skeleton.querySelectorAll('.MuiCard-root')).toHaveLength(3);
    expect(screen.queryByText('No upcoming events at this time.')).not.toBeInTheDocument();
  });

  it('shows an error message when the events cannot be read', () => {
    useUpcomingEventsMock.mockReturnValue(
      fakeEventsStatus('error', [], new Error('permission-denied')),
    );
    renderWithProviders(<UpcomingEventsPreviewList />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load the upcoming events. permission-denied',
    );
  });

  it('says there are no upcoming events when the list is empty', () => {
    useUpcomingEventsMock.mockReturnValue(fakeEventsStatus('success', []));
    renderWithProviders(<UpcomingEventsPreviewList />);
    expect(screen.getByText('No upcoming events at this time.')).toBeInTheDocument();
  });

  it('shows at most three events with their title and long date', () => {
    useUpcomingEventsMock.mockReturnValue(
      fakeEventsStatus('success', [
        event('a', '2026-12-05', 'Winter Classic'),
        event('b', '2027-01-09', 'Conditioning Camp'),
        event('c', '2027-01-23', 'Rules Seminar'),
        event('d', '2027-02-06', 'Poomsae Open'),
      ]),
    );
    renderWithProviders(<UpcomingEventsPreviewList />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(
      within(cards[0] as HTMLElement).getByRole('heading', { name: 'Winter Classic' }),
    ).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Saturday, December 5, 2026');
    expect(screen.queryByText('Poomsae Open')).not.toBeInTheDocument();
  });

  it('shows the Spanish title to Spanish readers', () => {
    useUpcomingEventsMock.mockReturnValue(
      fakeEventsStatus('success', [
        { ...event('a', '2026-12-05', 'Winter Classic'), titleEs: 'Clásico de invierno' },
      ]),
    );
    renderWithProviders(<UpcomingEventsPreviewList />, { locale: 'es' });
    expect(screen.getByRole('heading', { name: 'Clásico de invierno' })).toBeInTheDocument();
  });
});
