import { act, screen, within } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { HomePage } from './home-page';

// The events preview reads Firestore; it has its own tests.
jest.mock('../../components/events/upcoming-events-preview', () => ({
  UpcomingEventsPreview: () => 'Upcoming events preview',
}));

/** Renders the page; its sections below the first screen arrive as code of their own. */
async function renderHomePage() {
  await act(async () => {
    renderWithProviders(<HomePage />);
  });
}

describe('HomePage', () => {
  it('has a single main heading and sets the document title', async () => {
    await renderHomePage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Home | Illinois Taekwondo Association');
  });

  it('sends every join button to the membership tiers of the join page', async () => {
    await renderHomePage();
    const joinLinks = [
      screen.getByRole('link', { name: 'Join IT' }),
      screen.getByRole('link', { name: 'Choose Your Membership' }),
      screen.getByRole('link', { name: 'Become a Member' }),
      screen.getByRole('link', { name: 'Join IT Today' }),
    ];
    for (const link of joinLinks) expect(link).toHaveAttribute('href', '/join#membership-tiers');
    expect(screen.getByRole('link', { name: 'Our Mission' })).toHaveAttribute('href', '/mission');
  });

  it('states who is eligible to join', async () => {
    await renderHomePage();
    expect(
      screen.getByText(/Athletes may join only if their club is registered with the association/),
    ).toBeVisible();
    expect(screen.getByText(/not eligible until a later phase/)).toBeVisible();
  });

  it('lists the six core values', async () => {
    await renderHomePage();
    const section = screen.getByRole('region', { name: 'Our Core Values' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Ethics', 'Vision', 'Standards', 'Unity', 'Progress', 'Legacy']);
  });

  it('shows the three join steps with the yearly prices', async () => {
    await renderHomePage();
    const section = screen.getByRole('region', { name: 'Join in Three Steps' });
    expect(within(section).getByRole('heading', { name: 'Step 1: Choose Tier' })).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Step 2: Register' })).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Step 3: Start Training' })).toBeVisible();
    expect(within(section).getByText(/\$167 a year.*\$247 a year/)).toBeVisible();
  });

  it('links the featured members header to the directory and includes the events preview', async () => {
    await renderHomePage();
    expect(screen.getByRole('link', { name: 'View All Members' })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(screen.getByText('Upcoming events preview')).toBeInTheDocument();
  });

  it('shows the legacy since 1985 with the association figures', async () => {
    await renderHomePage();
    const section = screen.getByRole('region', { name: 'A Legacy Since 1985' });
    expect(within(section).getByText('500+')).toBeVisible();
    expect(within(section).getByText('Active Members')).toBeVisible();
    expect(within(section).getByText('100+')).toBeVisible();
  });
});
