import { screen } from '@testing-library/react';

import { messages } from '../../i18n/en/index';
import { renderWithProviders } from '../../testing/render-with-providers';

import { PlaceholderGrid } from './placeholder-grid';

describe('PlaceholderGrid', () => {
  it('shows its placeholder as many times as asked, announced once by its label', () => {
    renderWithProviders(
      <PlaceholderGrid count={4} labelId="events.loading" data-testid="grid">
        <div data-testid="placeholder" />
      </PlaceholderGrid>,
    );
    const grid = screen.getByRole('status', { name: messages['events.loading'] });
    expect(grid).toBe(screen.getByTestId('grid'));
    expect(screen.getAllByTestId('placeholder')).toHaveLength(4);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
