import { signInAddressIsVerified } from './email-verification';

describe('signInAddressIsVerified', () => {
  it('When a linked Facebook sign-in has the same address in other letter case, then the address counts', () => {
    expect(
      signInAddressIsVerified('Ana@Example.test', false, [
        { providerId: 'password', email: 'Ana@Example.test' },
        { providerId: 'facebook.com', email: 'ana@example.test' },
      ]),
    ).toBe(true);
  });

  it('When the linked Google sign-in is of another address, then the unverified one does not count', () => {
    expect(
      signInAddressIsVerified('ana@example.test', false, [
        { providerId: 'password', email: 'ana@example.test' },
        { providerId: 'google.com', email: 'ana.lopez@gmail.test' },
      ]),
    ).toBe(false);
  });

  it('When Auth marks the address verified, then it counts', () => {
    expect(signInAddressIsVerified('ana@example.test', true, [])).toBe(true);
  });
});
