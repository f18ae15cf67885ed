import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render-with-providers';

import { CoreValueCard } from './core-value-card';
import { CORE_VALUES } from './core-values';

const ethics = CORE_VALUES[0];
const details = () => screen.getByText(/Fair play, transparent decisions/);

describe('CoreValueCard', () => {
  it('shows the title and summary but keeps the longer text hidden at first', () => {
    renderWithProviders(<CoreValueCard value={ethics} />);
    expect(screen.getByRole('heading', { name: 'Ethics' })).toBeVisible();
    expect(screen.getByText('We compete and lead with honesty.')).toBeVisible();
    expect(details()).not.toBeVisible();
  });

  it('reveals the longer text when focused by keyboard and hides it again on blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoreValueCard value={ethics} />);
    await user.tab();
    expect(screen.getByRole('article', { name: 'Ethics' })).toHaveFocus();
    expect(details()).toBeVisible();
    await user.tab();
    expect(details()).not.toBeVisible();
  });

  it('reveals the longer text while the pointer is over it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoreValueCard value={ethics} />);
    await user.hover(screen.getByRole('article', { name: 'Ethics' }));
    expect(details()).toBeVisible();
    await user.unhover(screen.getByRole('article', { name: 'Ethics' }));
    expect(details()).not.toBeVisible();
  });

  it('gives screen readers the longer text as the card description', () => {
    renderWithProviders(<CoreValueCard value={ethics} />);
    expect(screen.getByRole('article', { name: 'Ethics' })).toHaveAccessibleDescription(
      /Fair play, transparent decisions/,
    );
  });
});
