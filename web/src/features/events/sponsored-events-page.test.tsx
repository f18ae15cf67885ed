import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render-with-providers';

import { SponsoredEventsPage } from './sponsored-events-page';

describe('SponsoredEventsPage', () => {
  it('says no sponsored events are available', () => {
    renderWithProviders(<SponsoredEventsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sponsored Events' })).toBeInTheDocument();
    expect(screen.getByText('No sponsored events available at this time.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('links to the contact and upcoming events pages', () => {
    renderWithProviders(<SponsoredEventsPage />);
    const nav = screen.getByRole('navigation', { name: 'Related pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contact', '/upcoming-events']);
  });

  it('answers Learn More and a missing website with coming soon, and opens a website in a new tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SponsoredEventsPage
        events={[
          {
            id: 'a',
            title: 'Kick-a-Thon',
            sponsor: 'Partner A',
            description: 'Charity event.',
            websiteUrl: 'https://example.org',
          },
          { id: 'b', title: 'Family Class', sponsor: 'Partner B', description: 'For families.' },
        ]}
      />,
    );
    const [withSite, withoutSite] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(withSite).getByRole('link', { name: /Visit Website/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(withSite).getByRole('link', { name: /Visit Website/ })).toHaveAttribute(
      'href',
      'https://example.org',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(withoutSite).getByRole('button', { name: 'Visit Website' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coming soon.');
  });
});
