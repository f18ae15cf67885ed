import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['active', 'Active', 'rgb(227, 243, 230)'],
    ['approved', 'Approved', 'rgb(227, 238, 252)'],
    ['in_review', 'In Review', 'rgb(255, 243, 196)'],
    ['pending_payment', 'Pending', 'rgb(255, 230, 210)'],
    ['cancelled', 'Rejected', 'rgb(253, 228, 230)'],
    ['expired', 'Expired', 'rgb(236, 236, 236)'],
  ])('shows %s as %s in its colour', (status, label, background) => {
    renderWithProviders(<StatusBadge status={status} />);
    const chip = screen.getByText(label).closest('.MuiChip-root');
    expect(chip).toHaveStyle({ backgroundColor: background });
  });

  it('shows the Spanish label in Spanish', () => {
    renderWithProviders(<StatusBadge status="active" />, { locale: 'es' });
    expect(screen.getByText('Activa')).toBeInTheDocument();
  });
});
