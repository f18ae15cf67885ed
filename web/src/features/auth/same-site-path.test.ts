import { sameSitePath } from './same-site-path';

const origin = 'https://iltkd.example';

/** Where a browser goes when given `path` on this site: what the guard must keep on site. */
const landsOn = (path: string) => new URL(path, origin).origin;

describe('sameSitePath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(sameSitePath('/admin?tab=clubs#top', origin)).toBe('/admin?tab=clubs#top');
  });

  it('turns an absolute address on this site into its path', () => {
    expect(sameSitePath('https://iltkd.example/login?from=verification', origin)).toBe(
      '/login?from=verification',
    );
  });

  it('keeps an encoded tab, which stays part of the path', () => {
    expect(sameSitePath('/%09/evil', origin)).toBe('/%09/evil');
    expect(landsOn('/%09/evil')).toBe(origin);
  });

  it.each([
    ['another site', 'https://evil.example/login'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a leading backslash', '\\/evil.example'],
    ['a tab the URL parser strips', '/\t/evil.example'],
    ['a newline the URL parser strips', '/\n/evil.example'],
    ['a carriage return the URL parser strips', '/\r//evil.example'],
    ['a NUL', '/\0/evil.example'],
    ['a DEL', '/\x7f/evil.example'],
    ['a backslash later in the path', '/a\\b'],
    ['this site with a tab before a second slash', 'https://iltkd.example\t//evil.example'],
    ['this site with an empty first path segment', 'https://iltkd.example//evil.example'],
    ['this site with a backslash in the path', 'https://iltkd.example/\\evil.example'],
    ['this site with a tab in the scheme', 'ht\ttps://iltkd.example/x'],
    ['this site with a newline in the host', 'https://iltkd.exa\nmple/x'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative word', 'my-account'],
    ['nothing', ''],
  ])('refuses %s', (_what, value) => {
    expect(sameSitePath(value, origin)).toBeNull();
  });

  // Whatever passes must stay on this site once the browser's URL parser has normalised it.
  it.each([
    '/admin?tab=clubs#top',
    '/%09/evil',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '/ /evil.example',
    ' //evil.example',
    '/\x0b/evil.example',
    '/\x1f/evil.example',
    'https://iltkd.example/ok',
    'https://iltkd.example//evil.example',
    'https://iltkd.example/\t/evil.example',
    'https://iltkd.example/.//evil.example',
    'https://iltkd.example/%2F%2Fevil.example',
  ])('keeps %j on this site', (value) => {
    const result = sameSitePath(value, origin);
    if (result === null) return;
    expect(result.startsWith('/')).toBe(true);
    expect(landsOn(result)).toBe(origin);
  });
});
