import type { AccountRecord } from '../api/account-record';

export const COMPLETE_ACCOUNT: AccountRecord = {
  id: 'uid-1',
  email: 'jane@example.com',
  auth_method: 'email',
  first_name: 'Jane',
  last_name: 'Doe',
  phone: '312-555-0100',
  date_of_birth: '1985-04-02',
  gender: 'female',
  address: {
    street_number_and_name: '1 Main St',
    apt_suite_unit_number: null,
    city: 'Peoria',
    state: 'IL',
    zipcode: '61602',
    country: 'United States',
  },
};
