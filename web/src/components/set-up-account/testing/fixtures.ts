import type { AccountWire } from '@domain/wire/account';

export const COMPLETE_ACCOUNT: AccountWire = {
  id: 'uid-1',
  firebase_user_id: 'uid-1',
  email: 'jane@example.com',
  auth_method: 'email',
  role: 'member',
  is_active: true,
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
  created_at: null,
  updated_at: null,
  last_login_at: null,
  deletion_requested_at: null,
  deleted_at: null,
};
