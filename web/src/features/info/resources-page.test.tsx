import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { ResourcesPage } from './resources-page';

describe('ResourcesPage', () => {
  it('shows only a Coming Soon heading under the Resources title', () => {
    renderWithProviders(<ResourcesPage />, { route: '/resources' });
    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Coming Soon' })).toBeInTheDocument();
    expect(document.title).toBe('Resources | Illinois Taekwondo Association');
  });
});
