import {
  accountFormValues,
  adminAccountErrors,
} from '../../../components/account-form/account-form-values';
import { accountRecord } from '../../../testing/records';

import { accountRoleOptions } from './account-form-values';

const account = accountRecord({
  id: 'u1',
  email: 'ana@example.org',
  role: 'instructor',
  firstName: 'Ana',
  lastName: 'Lopez',
  phone: null,
  address: null,
});

describe('Edit Account values', () => {
  it('keeps the stored role, offering it beside member and admin', () => {
    expect(accountFormValues(account).role).toBe('instructor');
    expect(accountRoleOptions(account)).toEqual(['member', 'admin', 'instructor']);
    expect(accountFormValues({ ...account, role: 'admin' }).role).toBe('admin');
    expect(accountRoleOptions({ ...account, role: 'admin' })).toEqual(['member', 'admin']);
  });

  it('offers member and admin to a member', () => {
    expect(accountFormValues({ ...account, role: 'member' }).role).toBe('member');
    expect(accountRoleOptions({ ...account, role: 'member' })).toEqual(['member', 'admin']);
  });

  it('requires first name, last name, email and role', () => {
    const values = { ...accountFormValues(account), first_name: ' ', email: 'nope' };
    expect(adminAccountErrors(values)).toEqual({
      first_name: 'validation.required',
      email: 'validation.email',
    });
  });
});
