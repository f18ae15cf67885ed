import { emailCountsAsVerified } from './email-verification';

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
