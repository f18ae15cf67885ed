import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { SectionWithAction } from './section-with-action';

describe('SectionWithAction', () => {
  it('is a region named by its h2, holding the action and the content', () => {
    renderWithProviders(
      <SectionWithAction
        headingId="memberships-heading"
        titleId="myAccount.memberships.title"
        action={<Button>Add</Button>}
      >
        <p>The memberships</p>
      </SectionWithAction>,
    );
    const section = screen.getByRole('region', { name: 'My Memberships' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'memberships-heading',
    );
    expect(within(section).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(within(section).getByText('The memberships')).toBeInTheDocument();
  });
});
