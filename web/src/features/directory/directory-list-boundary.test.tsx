import { render, screen } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { DirectoryListBoundary } from './directory-list-boundary';

function Refused(): never {
  throw Object.assign(new Error('Missing or insufficient permissions.'), {
    code: 'permission-denied',
  });
}

describe('DirectoryListBoundary', () => {
  it('shows the membership notice in the section when the rules refuse an open list', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <DirectoryListBoundary>
        <Refused />
      </DirectoryListBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('renders the list when nothing fails', () => {
    render(
      <DirectoryListBoundary>
        <p>Ava Williams</p>
      </DirectoryListBoundary>,
    );
    expect(screen.getByText('Ava Williams')).toBeInTheDocument();
  });
});
