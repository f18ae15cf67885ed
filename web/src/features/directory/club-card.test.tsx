import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { ClubCard } from './club-card';
import { aClub } from './testing/directory-fixtures';

describe('ClubCard', () => {
  it('names the master once, under the Master label', () => {
    renderWithProviders(<ClubCard club={aClub({ master: 'Master Rosa Diaz' })} />);
    expect(screen.getByText('Master')).toBeInTheDocument();
    expect(screen.getByText('Rosa Diaz')).toBeInTheDocument();
    expect(screen.queryByText(/Master Rosa Diaz/)).not.toBeInTheDocument();
  });

  it('names the master under the Spanish label without the English title', () => {
    renderWithProviders(<ClubCard club={aClub({ master: 'Master Rosa Diaz' })} />, {
      locale: 'es',
    });
    expect(screen.getByText('Maestro')).toBeInTheDocument();
    expect(screen.getByText('Rosa Diaz')).toBeInTheDocument();
    expect(screen.queryByText(/Master/)).not.toBeInTheDocument();
  });

  it('shows a name stored without the title as it is', () => {
    renderWithProviders(<ClubCard club={aClub({ master: 'Rosa Diaz' })} />);
    expect(screen.getByText('Rosa Diaz')).toBeInTheDocument();
  });
});
