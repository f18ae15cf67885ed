import { screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';

import { fakeEventsStatus } from '../../lib/events/fake-events-status';
import { useUpcomingEvents } from '../../lib/events/use-events';
import { renderWithProviders } from '../../testing/render-with-providers';

import { UpcomingEventsPreview } from './upcoming-events-preview';

jest.mock('../../lib/events/use-events', () => ({ useUpcomingEvents: jest.fn() }));
jest.mock('../../lib/firebase/firebase-boundary', () => ({
  FirebaseBoundary: ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) => (
    <Suspense fallback={fallback}>{children}</Suspense>
  ),
}));

describe('UpcomingEventsPreview', () => {
  it('shows the section heading, the lazily loaded list and a link to all events', async () => {
    jest.mocked(useUpcomingEvents).mockReturnValue(fakeEventsStatus('success', []));
    renderWithProviders(<UpcomingEventsPreview />);
    expect(screen.getByRole('region', { name: 'Upcoming Events' })).toBeInTheDocument();
    expect(await screen.findByText('No upcoming events at this time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute(
      'href',
      '/upcoming-events',
    );
  });
});
