import { act, screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';

import { renderWithProviders } from '../../testing/render-with-providers';

import { MissionPage } from './mission-page';

function LocationProbe() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${hash}`}</output>;
}

/** Renders the page and waits for its sections below the first screen, which load apart. */
async function renderAt(route: string): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = renderWithProviders(
      <>
        <MissionPage />
        <LocationProbe />
      </>,
      { route },
    );
  });
  return result as RenderResult;
}

function mockScreen(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('MissionPage on wide screens', () => {
  beforeEach(() => mockScreen(false));

  it('opens the mission statement tab when there is no hash', async () => {
    await renderAt('/mission');
    expect(screen.getByRole('tab', { name: 'Mission Statement' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Mission Statement' })).toBeVisible();
  });

  it('opens the tab named by the URL hash', async () => {
    await renderAt('/mission#lidrs-values');
    expect(screen.getByRole('tab', { name: 'LIDRS Values' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Mission Statement' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const panel = screen.getByRole('tabpanel', { name: 'LIDRS Values' });
    expect(panel).toHaveAttribute('id', 'lidrs-values');
    expect(within(panel).getByRole('button', { name: /Loyalty/ })).toBeVisible();
  });

  it('writes the chosen tab into the hash and shows its panel', async () => {
    const user = userEvent.setup();
    await renderAt('/mission');
    await user.click(screen.getByRole('tab', { name: 'Board of Directors' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mission#board-directors');
    expect(screen.getByRole('tab', { name: 'Board of Directors' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Board of Directors' })).toBeVisible();
  });

  it('keeps an element for every section anchor the header links to', async () => {
    const { container } = await renderAt('/mission');
    for (const id of ['mission-statement', 'lidrs-values', 'board-directors']) {
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    }
  });

  it('expands each of the five LIDRS values', async () => {
    const user = userEvent.setup();
    await renderAt('/mission#lidrs-values');
    const panel = screen.getByRole('tabpanel', { name: 'LIDRS Values' });
    const values = ['Loyalty', 'Integrity', 'Duty', 'Respect', 'Sacrifice'];
    for (const value of values) {
      const button = within(panel).getByRole('button', { name: new RegExp(`^${value} `) });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
    }
    expect(within(panel).getByText(/Respect begins with a bow/)).toBeVisible();
  });

  it('shows the five board seats as coming soon', async () => {
    await renderAt('/mission#board-directors');
    const panel = screen.getByRole('tabpanel', { name: 'Board of Directors' });
    const seats = within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(seats).toEqual(['President', 'Vice President', 'CEO', 'Treasurer', 'Secretary']);
    expect(within(panel).getAllByText('Coming Soon')).toHaveLength(5);
  });

  it('shows the vision, history, leadership, impact and programs with one main heading', async () => {
    await renderAt('/mission');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Our Vision',
      'Our History',
      'Leadership Team',
      'Our Impact',
      'Community Programs',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'Our History' })).getByText('1985'),
    ).toBeVisible();
    const leaders = within(screen.getByRole('region', { name: 'Leadership Team' }));
    expect(leaders.getAllByRole('article')).toHaveLength(3);
    expect(leaders.getByText('Vice President')).toBeVisible();
    const impact = within(screen.getByRole('region', { name: 'Our Impact' }));
    for (const figure of ['500+', '25+', '50+', '100+'])
      expect(impact.getByText(figure)).toBeVisible();
  });
});

describe('MissionPage on phones', () => {
  it('shows the three sections as an accordion opened by the hash', async () => {
    mockScreen(true);
    await renderAt('/mission#board-directors');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Board of Directors' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Mission Statement' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('writes the opened section into the hash', async () => {
    mockScreen(true);
    const user = userEvent.setup();
    await renderAt('/mission');
    await user.click(screen.getByRole('button', { name: 'LIDRS Values' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mission#lidrs-values');
    expect(screen.getByRole('button', { name: 'LIDRS Values' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Mission Statement' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
