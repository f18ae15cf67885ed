import { sameSitePath } from './same-site-path';

const origin = 'https://iltkd.example';

describe('sameSitePath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(sameSitePath('/admin?tab=clubs#top', origin)).toBe('/admin?tab=clubs#top');
  });

  it('turns an absolute address on this site into its path', () => {
    expect(sameSitePath('https://iltkd.example/login?from=verification', origin)).toBe(
      '/login?from=verification',
    );
  });

  it.each([
    ['another site', 'https://evil.example/login'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative word', 'my-account'],
    ['nothing', ''],
  ])('refuses %s', (_what, value) => {
    expect(sameSitePath(value, origin)).toBeNull();
  });
});
