import { screen } from '@testing-library/react';

import type { CalendarEvent } from '../../lib/events/event';
import { renderWithProviders } from '../../testing/render-with-providers';

import { EventImagePlaceholder } from './event-image-placeholder';

const event: CalendarEvent = {
  id: 'e1',
  title: 'Kyorugi Rules Seminar',
  date: '2027-01-23',
  location: 'Normal, IL',
  type: 'seminar',
};

describe('EventImagePlaceholder', () => {
  it("shows the administrator's image with its description", () => {
    renderWithProviders(
      <EventImagePlaceholder
        event={{ ...event, imageUrl: 'data:image/png;base64,AAAA' }}
        alt="Referees at the table"
      />,
    );
    const image = screen.getByRole('img', { name: 'Referees at the table' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', 'data:image/png;base64,AAAA');
  });

  it("stands in with the type's colour block when there is no image", () => {
    renderWithProviders(<EventImagePlaceholder event={event} alt="Seminar" />);
    expect(screen.getByRole('img', { name: 'Seminar' }).tagName).toBe('DIV');
  });
});
