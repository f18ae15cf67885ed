import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../../testing/render-with-providers';

import { MembershipsTab } from './memberships-tab';

const renderTab = (memberships: Parameters<typeof MembershipsTab>[0]['memberships']) =>
  renderWithProviders(
    <MembershipsTab memberships={memberships} onEdit={jest.fn()} onPay={jest.fn()} />,
  );

describe('MembershipsTab', () => {
  it('says the memberships could not be read, with Try Again, instead of an empty list', () => {
    renderTab({ status: 'error', data: undefined, error: new Error('permission-denied') });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent(
      "We're having trouble loading your membership information. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('No memberships yet')).not.toBeInTheDocument();
  });

  it('says there are none yet when the read found none', () => {
    renderTab({ status: 'success', data: [] });
    expect(screen.getByText('No memberships yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
