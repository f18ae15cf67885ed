import { screen } from '@testing-library/react';

import type { CalendarEvent } from '../../lib/events/event';
import { useSession } from '../../lib/session/session-provider';
import { renderWithProviders } from '../../testing/render-with-providers';

import { UpcomingEventItem } from './upcoming-event-item';

jest.mock('../../lib/session/session-provider', () => ({ useSession: jest.fn() }));

const SEMINAR: CalendarEvent = {
  id: 'spring-seminar',
  date: '2027-04-10',
  startTime: '10:00',
  title: 'Spring Seminar',
  titleEs: 'Seminario de primavera',
  location: 'Palatine, IL',
  type: 'seminar',
};

const withEntry = (registrationOpen: boolean) =>
  ({ ...SEMINAR, entry: { registrationOpen } }) as CalendarEvent;

describe('UpcomingEventItem', () => {
  beforeEach(() =>
    jest.mocked(useSession).mockReturnValue({ user: null, confirmed: true, signOut: jest.fn() }),
  );

  it("When the event takes entries on the site, then it offers Register (in the reader's language)", () => {
    renderWithProviders(<UpcomingEventItem event={withEntry(true)} onComingSoon={jest.fn()} />, {
      locale: 'es',
    });
    expect(
      screen.getByRole('button', { name: 'Inscribirse – Seminario de primavera' }),
    ).toBeInTheDocument();
  });

  it('When entries are closed or the event has none, then there is no Register', () => {
    renderWithProviders(<UpcomingEventItem event={withEntry(false)} onComingSoon={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /Register/ })).not.toBeInTheDocument();
    renderWithProviders(<UpcomingEventItem event={SEMINAR} onComingSoon={jest.fn()} />);
    expect(screen.queryByRole('button', { name: /Register/ })).not.toBeInTheDocument();
  });

  it("Then every event offers its .ics file to add to a calendar, in the reader's language", () => {
    renderWithProviders(<UpcomingEventItem event={SEMINAR} onComingSoon={jest.fn()} />);
    const english = screen.getByRole('link', { name: 'Add to calendar – Spring Seminar' });
    expect(english).toHaveAttribute('href', '/events/spring-seminar.ics');
    expect(english).toHaveAttribute('download', 'spring-seminar-2027-04-10.ics');
    renderWithProviders(<UpcomingEventItem event={SEMINAR} onComingSoon={jest.fn()} />, {
      locale: 'es',
    });
    expect(
      screen.getByRole('link', { name: 'Añadir al calendario – Seminario de primavera' }),
    ).toHaveAttribute('href', '/events/spring-seminar.ics?lang=es');
  });

  it("When an event created in the console has a database id, then its file is named after the event's title and date, not the id", () => {
    const consoleEvent = {
      ...SEMINAR,
      id: '7qZj3xhI5wemG9Pe7PXC',
      title: 'Coaches’ Clinic: Día 1',
    };
    renderWithProviders(<UpcomingEventItem event={consoleEvent} onComingSoon={jest.fn()} />);
    const link = screen.getByRole('link', { name: /^Add to calendar/ });
    expect(link).toHaveAttribute('href', '/events/7qZj3xhI5wemG9Pe7PXC.ics');
    expect(link).toHaveAttribute('download', 'coaches-clinic-dia-1-2027-04-10.ics');
  });
});
