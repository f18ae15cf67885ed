import { emailCountsAsVerified, signInAddressIsVerified } from './email-verification';

describe('emailCountsAsVerified', () => {
  it('When the address is verified, then it counts whatever the provider', () => {
    expect(emailCountsAsVerified(true, ['password'])).toBe(true);
  });

  it('When an email-and-password address is not verified, then it does not count', () => {
    expect(emailCountsAsVerified(false, ['password'])).toBe(false);
    expect(emailCountsAsVerified(false, [null])).toBe(false);
    expect(emailCountsAsVerified(false, [])).toBe(false);
  });

  it.each(['google.com', 'facebook.com'])(
    'When the person signed in with %s, then the address counts as verified',
    (provider) => {
      expect(emailCountsAsVerified(false, [provider])).toBe(true);
    },
  );
});

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
