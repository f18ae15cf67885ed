import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { DescriptionItem, DescriptionList } from './description-list';

describe('DescriptionList', () => {
  it('lists each term, from its message id, with its value', () => {
    const { container } = renderWithProviders(
      <DescriptionList stackOnPhones columnGap={2} rowGap={1}>
        <DescriptionItem labelId="myAccount.clubs.owner">Ana Kim</DescriptionItem>
        <DescriptionItem labelId="myAccount.clubs.email" valueSx={{ overflowWrap: 'anywhere' }}>
          ana@example.org
        </DescriptionItem>
      </DescriptionList>,
    );
    const list = container.querySelector('dl');
    expect(list).not.toBeNull();
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...container.querySelectorAll('dd')].map((value) => value.textContent);
    expect(terms).toEqual(['Owner', 'Email']);
    expect(values).toEqual(['Ana Kim', 'ana@example.org']);
    expect(screen.getByText('ana@example.org')).toHaveStyle({ margin: '0px' });
  });
});
