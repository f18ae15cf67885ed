// The URL parser drops tabs and newlines anywhere and reads '\' as '/', so '/\t/evil.example'
// or '\/evil.example' becomes '//evil.example': refused outright rather than second-guessed.
// eslint-disable-next-line no-control-regex -- C0 controls and DEL are exactly what is refused
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The path (with query and hash) that `value` points to on this site, or null. Sign-in and
 * emailed links only ever continue on this site: an open redirect would hand a fresh
 * session to anyone's page.
 */
export function sameSitePath(value: string | null | undefined, origin: string): string | null {
  if (!value || UNSAFE_CHARACTER.test(value)) return null;
  // A path from the root or an absolute address; a relative one would depend on the page.
  if (!value.startsWith('/') && !SCHEME.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // The parser's own reading, not the raw value: what is checked is what the browser will use.
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '//host' as an address is another site ('https://this.site//evil' has that path).
  return path.startsWith('//') ? null : path;
}
