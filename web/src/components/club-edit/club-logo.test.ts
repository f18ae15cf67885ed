import { logoFileProblem } from './club-logo';

const file = (type: string, bytes: number) => {
  const value = new File(['x'], 'logo', { type });
  Object.defineProperty(value, 'size', { value: bytes });
  return value;
};

describe('logoFileProblem', () => {
  it('accepts a JPG, PNG or GIF under 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif']) {
      expect(logoFileProblem(file(type, 200_000))).toBeNull();
    }
  });

  it('asks for an image file when the file is not a JPG, PNG or GIF', () => {
    expect(logoFileProblem(file('application/pdf', 1000))).toBe('myAccount.club.logo.notImage');
    expect(logoFileProblem(file('image/svg+xml', 1000))).toBe('myAccount.club.logo.notImage');
  });

  it('refuses a file of 5 MB or more', () => {
    expect(logoFileProblem(file('image/png', 5 * 1024 * 1024))).toBe(
      'myAccount.club.logo.tooLarge',
    );
  });
});
