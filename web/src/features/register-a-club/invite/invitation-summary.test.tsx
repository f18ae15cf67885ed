import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../../testing/render-with-providers';

import { InvitationSummary } from './invitation-summary';

const spaced = (text: string | null) => text?.replace(/\s/g, ' ');

describe('InvitationSummary', () => {
  // The join page and the home page write the club plan as '$297 per year'.
  it('writes the club fee in whole dollars, as the join page does', () => {
    renderWithProviders(<InvitationSummary clubName="Prairie State Taekwondo" />);
    expect(screen.getByText('Club Membership: $297 per year')).toBeInTheDocument();
    expect(screen.queryByText(/\$297\.00/)).not.toBeInTheDocument();
  });

  it('writes it the Spanish way in Spanish', () => {
    renderWithProviders(<InvitationSummary clubName="Prairie State Taekwondo" />, {
      locale: 'es',
    });
    expect(spaced(screen.getByText(/^Membresía de club:/).textContent)).toBe(
      'Membresía de club: 297 US$ por año',
    );
  });
});
