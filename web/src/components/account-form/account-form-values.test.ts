import type { BodyOf } from '@domain/contract/api-endpoints';

import { accountRecord } from '../../testing/records';

import {
  accountFormValues,
  adminAccountBody,
  myAccountBody,
  type AdminAccountBody,
  type MyAccountBody,
} from './account-form-values';

const account = accountRecord({
  id: 'u1',
  email: 'ana@example.org',
  role: 'instructor',
  firstName: ' Ana ',
  lastName: 'Lopez',
  phone: '630-555-0122',
  dateOfBirth: '1990-04-02',
  gender: 'female',
  address: null,
});

const address = {
  street_number_and_name: ' 1 Main St ',
  apt_suite_unit_number: ' ',
  city: 'Chicago',
  state: 'IL',
  zipcode: '60601',
  country: 'United States',
};

// Both bodies are what the contract takes for PUT /accounts/{id}.
const contractBodies: BodyOf<'PUT /accounts/{id}'>[] = [
  myAccountBody(accountFormValues(account)) satisfies MyAccountBody,
  adminAccountBody(accountFormValues(account)) satisfies AdminAccountBody,
];

describe('the account form values turned into the PUT /accounts/{id} body', () => {
  it("sends the holder's profile: email echoed, date of birth and gender when set, no role", () => {
    expect(contractBodies[0]).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.org',
      phone: '630-555-0122',
      date_of_birth: '1990-04-02',
      gender: 'female',
    });
    const values = { ...accountFormValues(account), date_of_birth: '', gender: '' };
    expect(myAccountBody(values)).not.toHaveProperty('date_of_birth');
    expect(myAccountBody(values)).not.toHaveProperty('gender');
  });

  it("sends the administrator's edit: email and role, phone only when typed", () => {
    expect(contractBodies[1]).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.org',
      phone: '630-555-0122',
      role: 'instructor',
    });
    expect(adminAccountBody({ ...accountFormValues(account), phone: ' ' })).not.toHaveProperty(
      'phone',
    );
  });

  it('converts a typed address the same way for both, its empty apartment null', () => {
    const values = { ...accountFormValues(account), ...address };
    const expected = {
      street_number_and_name: '1 Main St',
      apt_suite_unit_number: null,
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
      country: 'United States',
    };
    expect(myAccountBody(values).address).toEqual(expected);
    expect(adminAccountBody(values).address).toEqual(expected);
    expect(myAccountBody(accountFormValues(account))).not.toHaveProperty('address');
  });
});
