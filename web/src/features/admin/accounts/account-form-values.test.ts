import { accountFormErrors, accountFormValues, accountUpdatePayload } from './account-form-values';

const account = {
  id: 'u1',
  email: 'ana@example.org',
  role: 'instructor',
  first_name: 'Ana',
  last_name: 'Lopez',
  phone: null,
  address: null,
};

describe('Edit Account values', () => {
  it('offers member and admin, starting from member for any other role', () => {
    expect(accountFormValues(account).role).toBe('member');
    expect(accountFormValues({ ...account, role: 'admin' }).role).toBe('admin');
  });

  it('requires first name, last name, email and role', () => {
    const values = { ...accountFormValues(account), first_name: ' ', email: 'nope' };
    expect(accountFormErrors(values)).toEqual({
      first_name: 'validation.required',
      email: 'validation.email',
    });
  });

  it('sends no address when none was typed, and a null apartment when it is empty', () => {
    const values = accountFormValues(account);
    expect(accountUpdatePayload(values)).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.org',
      role: 'member',
    });
    const withAddress = accountUpdatePayload({
      ...values,
      street_number_and_name: '1 Main St',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
    });
    expect(withAddress.address).toEqual({
      street_number_and_name: '1 Main St',
      apt_suite_unit_number: null,
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
      country: 'United States',
    });
  });
});
