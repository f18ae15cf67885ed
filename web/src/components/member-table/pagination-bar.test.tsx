import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render-with-providers';

import { PaginationBar } from './pagination-bar';

describe('PaginationBar', () => {
  it('says which rows are shown and pages forwards and back', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(
      <PaginationBar page={1} pageSize={10} total={25} onPageChange={onPageChange} />,
    );
    expect(screen.getByText('Showing 11 to 20 of 25 results')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[2], [0]]);
  });

  it('ends the last page at the total and disables Next there', () => {
    renderWithProviders(
      <PaginationBar page={2} pageSize={10} total={25} onPageChange={jest.fn()} />,
    );
    expect(screen.getByText('Showing 21 to 25 of 25 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows nothing, not even the row count, when everything fits on one page', () => {
    renderWithProviders(
      <PaginationBar page={0} pageSize={10} total={7} onPageChange={jest.fn()} />,
    );
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
