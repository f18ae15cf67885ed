import { screen } from '@testing-library/react';

import { accountRecord } from '../../../testing/records';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { AccountReadView } from './account-read-view';

const account = accountRecord({
  firstName: 'Ana',
  lastName: 'Ruiz',
  phone: '312-555-0101',
  dateOfBirth: '1990-03-14',
  gender: 'female',
  address: {
    streetNumberAndName: '1 Main St',
    aptSuiteUnitNumber: null,
    city: 'Chicago',
    state: 'IL',
    zipcode: '60601',
    country: 'United States',
  },
});

describe('AccountReadView', () => {
  it("names the address's country and the birth date in the reader's language", () => {
    renderWithProviders(<AccountReadView account={account} />, { locale: 'es' });
    expect(screen.getByText(/Chicago, IL 60601 · Estados Unidos$/)).toBeInTheDocument();
    expect(screen.getByText('14 mar 1990')).toBeInTheDocument();
  });
});
