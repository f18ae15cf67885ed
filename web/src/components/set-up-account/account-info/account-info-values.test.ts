import { accountFromWire } from '../../../lib/records/records';
import { accountFormValues } from '../../account-form/account-form-values';
import { COMPLETE_ACCOUNT } from '../testing/fixtures';

import { accountInfoErrors, accountInfoValues, accountProfilePayload } from './account-info-values';

const identity = { email: 'jane@example.com', displayName: 'Jane Doe' };

describe("the set-up step's account values", () => {
  it('are the account form values, without the role the holder never edits', () => {
    const { role: _role, ...formValues } = accountFormValues(accountFromWire(COMPLETE_ACCOUNT));
    expect(accountInfoValues(COMPLETE_ACCOUNT, identity)).toEqual(formValues);
  });

  it('start from the sign-in: its email and display name, a blank address', () => {
    expect(
      accountInfoValues(null, { email: 'g@example.com', displayName: 'Ana María López' }),
    ).toMatchObject({
      first_name: 'Ana María',
      last_name: 'López',
      email: 'g@example.com',
      street_number_and_name: '',
      country: 'United States',
    });
  });

  it('turn into the profile the completion schema casts: trimmed, state upper-cased, email left out', () => {
    const values = {
      ...accountInfoValues(COMPLETE_ACCOUNT, identity),
      first_name: ' Jane ',
      state: 'il',
      apt_suite_unit_number: ' ',
    };
    expect(accountProfilePayload(values)).toEqual({
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
    });
  });

  it('need every address field the completion schema requires, each under its own name', () => {
    const errors = accountInfoErrors(accountInfoValues(null, identity));
    expect(errors).toMatchObject({
      phone: 'validation.required',
      date_of_birth: 'validation.required',
      gender: 'validation.required',
      street_number_and_name: 'validation.required',
      city: 'validation.required',
      zipcode: 'validation.required',
    });
    expect(errors).not.toHaveProperty('apt_suite_unit_number');
  });
});
