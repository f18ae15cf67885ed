import type { AccountWire } from '@domain/wire/account';

import type { CurrentIdentity } from '../../components/set-up-account/api/current-identity';
import { COMPLETE_ACCOUNT } from '../../components/set-up-account/testing/fixtures';

import type { RegistrantState } from './use-registrant';
import { startStepFor } from './wizard-steps';

const identity = { uid: 'uid-1', email: 'jane@example.com' } as CurrentIdentity;
const ready = (account: AccountWire | null): RegistrantState => ({
  status: 'ready',
  value: { identity, account, memberships: [] },
});

describe('the first step of the wizard', () => {
  it('is Create Account for a visitor, whatever was asked', () => {
    expect(startStepFor(undefined, { status: 'signed-out' })).toBe('createAccount');
    expect(startStepFor('membership', { status: 'signed-out' })).toBe('createAccount');
  });

  it('waits while the account loads', () => {
    expect(startStepFor(undefined, { status: 'loading' })).toBeNull();
  });

  it('is Account Information without an account or with missing details', () => {
    expect(startStepFor(undefined, ready(null))).toBe('accountInfo');
    expect(startStepFor('membership', ready({ ...COMPLETE_ACCOUNT, phone: null }))).toBe(
      'accountInfo',
    );
  });

  it('is the membership step for a complete account, unless Account Information is asked for', () => {
    expect(startStepFor(undefined, ready(COMPLETE_ACCOUNT))).toBe('membership');
    expect(startStepFor('createAccount', ready(COMPLETE_ACCOUNT))).toBe('membership');
    expect(startStepFor('accountInfo', ready(COMPLETE_ACCOUNT))).toBe('accountInfo');
  });
});
