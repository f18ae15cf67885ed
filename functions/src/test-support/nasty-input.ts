import fc from 'fast-check';

/**
 * fast-check arbitraries for what a hostile or broken client sends the API: wrong types,
 * missing and unknown fields, oversized and odd strings, impossible dates, bad logos.
 */

type Json = unknown;
type Path = (string | number)[];

// Right-to-left override and mark, zero-width space and joiner, byte-order mark, NUL,
// lone surrogates (JSON escapes them; UTF-8 cannot hold them), a combining accent, an
// emoji, the line separator JavaScript once choked on.
export const ODD_CHARACTERS = [
  '\u202E',
  '\u200F',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u0301',
  '\u{1F94B}',
  '\u2028',
];

export const MARKUP = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  "'; DROP TABLE accounts; --",
];

const withOddCharacters = fc
  .array(fc.oneof(fc.constantFrom(...ODD_CHARACTERS), fc.string({ maxLength: 4 })), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(''));

/** Strings no form would send: odd Unicode, markup, blanks, path-like, far too long. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  withOddCharacters,
  fc.constantFrom(...MARKUP),
  fc.constantFrom('', ' ', '\t\n', '\u00A0', '\u3000', '../..', 'a/b', '__name__', '.', '%2F'),
  fc.integer({ min: 101, max: 4_000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 20, max: 1_000 }).map((length) => '\u202E\u0000'.repeat(length)),
);

/** Dates far in the past or future, impossible, malformed or of the wrong type. */
export const nastyDate: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(
    '0001-01-01',
    '0000-00-00',
    '1000-01-01',
    '1800-02-29',
    '2023-02-30',
    '2023-13-01',
    '1990-5-17',
    '17/05/1990',
    '1990-05-17T25:00:00Z',
    '2999-12-31',
    '9999-12-31',
    '+275760-09-13',
    '-000001-01-01',
    '99999-01-01',
    'today',
    'Infinity',
  ),
  fc
    .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
    .map((date) => date.toISOString()),
  fc.integer(),
  nastyText,
);

/** Emails that are not one, or are one wrapped in something else. */
export const nastyEmail: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(
    'a@b',
    '@example.test',
    'ana@',
    'ana@example.test\u0000',
    '<script>@x.test',
    'ana@exa mple.test',
    `${'x'.repeat(250)}@e.test`,
    'ana@example.test\u202E',
  ),
  nastyText,
);

const weirdKeys = fc.oneof(
  fc.constantFrom(
    'role',
    'status',
    'payment_status',
    'member_id',
    'memberId',
    'isAdmin',
    'admin',
    'accountUid',
    'ownerUid',
    'deletedAt',
    '__proto__',
    'constructor',
    'prototype',
    '',
    ' ',
    '\u0000',
    'a.b',
    '$where',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 10 }),
);

/** Any JSON of the wrong kind: numbers, booleans, null, arrays, nested garbage. */
export const nastyValue: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: nastyText, weight: 3 },
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2, true, false, null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(weirdKeys, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** A PNG's signature and IHDR chunk: all the server reads of a logo is its header. */
export function pngBytes(width: number, height: number, padding = 0): Buffer {
  const header = Buffer.alloc(33 + padding);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

const dataUrl = (type: string, bytes: Buffer | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

export const VALID_LOGO = dataUrl('image/png', pngBytes(64, 64));

// Built once: the largest is over the club routes' 512 KB body limit (413).
const OVERSIZED_LOGOS = [
  dataUrl('image/png', pngBytes(64, 64, 300 * 1024)),
  dataUrl('image/png', pngBytes(64, 64, 400 * 1024)),
];

/** Logos that are no image, a disguised or broken one, or far too large. */
export const nastyLogo: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(
    dataUrl('text/html', '<script>alert(1)</script>'),
    dataUrl('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    dataUrl('application/pdf', '%PDF-1.7'),
    dataUrl('image/jpeg', pngBytes(64, 64)),
    dataUrl('image/png', pngBytes(100_000, 100_000)),
    dataUrl('image/png', pngBytes(0, 0)),
    dataUrl('image/gif', Buffer.from('GIF89a\0\0\0\0', 'latin1')),
    dataUrl('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])),
    'data:image/png;base64,@@@@',
    'data:image/png;base64,abc',
    'data:image/png,%89PNG',
    'https://evil.example/logo.png',
    'javascript:alert(1)',
    ...OVERSIZED_LOGOS,
  ),
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => dataUrl('image/png', Buffer.from(bytes))),
  nastyValue,
);

/** Record ids of the wrong shape or type; valid-looking ones name nothing seeded. */
export const nastyId: fc.Arbitrary<Json> = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  fc.constantFrom('..', '.', '__id__', 'a/b', 'x'.repeat(129), 'pi_\u0000'),
  nastyValue,
);

/** What a field of this name gets when it is set to something bad. */
function nastyFor(key: string | number): fc.Arbitrary<Json> {
  const name = String(key);
  if (name.includes('date')) return nastyDate;
  if (name.includes('email')) return nastyEmail;
  if (name.includes('logo')) return nastyLogo;
  if (name.endsWith('_id') || name.endsWith('_code')) return nastyId;
  return nastyValue;
}

/** Every path to a value inside a JSON object, the object's own included as []. */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Object.entries(value);
  return [
    prefix,
    ...entries.flatMap(([key, child]) =>
      pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

type Mutation =
  | { op: 'set'; path: Path; value: Json }
  | { op: 'delete'; path: Path }
  | { op: 'unknown'; path: Path; key: string; value: Json }
  | { op: 'wrap'; path: Path };

/** Sets a key as an own property, so '__proto__' travels as data and never as a prototype. */
function put(target: Record<string | number, Json>, key: string | number, value: Json) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function parentOf(root: Json, path: Path): Record<string | number, Json> | null {
  let node: Json = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Record<string | number, Json>)[key];
  }
  return node !== null && typeof node === 'object' ? (node as Record<string, Json>) : null;
}

function apply(root: Json, mutation: Mutation): Json {
  const last = mutation.path[mutation.path.length - 1];
  // A copy: generated values may be shared (constants), and later mutations change the body.
  const value = 'value' in mutation ? structuredClone(mutation.value) : undefined;
  if (mutation.op === 'unknown') {
    const target = mutation.path.length ? parentOf(root, [...mutation.path, '']) : root;
    if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
      put(target as Record<string, Json>, mutation.key, value);
    }
    return root;
  }
  if (last === undefined) {
    // The body itself: replaced, or wrapped in an array.
    return mutation.op === 'set' ? value : mutation.op === 'wrap' ? [root] : undefined;
  }
  const parent = parentOf(root, mutation.path);
  if (!parent) return root;
  if (mutation.op === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else Reflect.deleteProperty(parent, last);
  } else {
    put(parent, last, mutation.op === 'set' ? value : [parent[last]]);
  }
  return root;
}

/** A well-formed body with one to four things wrong with it, most of them fatal. */
export function mutated(base: Json): fc.Arbitrary<Json> {
  const paths = pathsOf(base);
  const objectPaths = paths.filter((path) => {
    const parent = path.length ? parentOf(base, [...path, '']) : base;
    return parent !== null && typeof parent === 'object' && !Array.isArray(parent);
  });
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.constantFrom(...paths).chain((path) =>
        nastyFor(path[path.length - 1] ?? '').map((value) => ({
          op: 'set' as const,
          path,
          value,
        })),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...paths).map((path) => ({ op: 'delete' as const, path })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...objectPaths), weirdKeys, nastyValue)
        .map(([path, key, value]) => ({ op: 'unknown' as const, path, key, value })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...paths).map((path) => ({ op: 'wrap' as const, path })),
    },
  );
  return fc
    .array(mutation, { minLength: 1, maxLength: 4 })
    .map((mutations) => mutations.reduce(apply, structuredClone(base)));
}

/** Paths to the string values inside a JSON value. */
function textPaths(value: Json, prefix: Path = []): Path[] {
  if (typeof value === 'string') return [prefix];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    textPaths(child, [...prefix, Array.isArray(value) ? Number(key) : key]),
  );
}

/**
 * The well-formed body with up to three of its strings turned odd (Unicode, markup): it
 * may still pass validation, so it reaches the services; sometimes the body unchanged.
 */
function oddButWellFormed(base: Json): fc.Arbitrary<Json> {
  const paths = textPaths(base);
  if (paths.length === 0) return fc.constant(base).map((value) => structuredClone(value));
  const odd = fc.oneof(withOddCharacters, fc.constantFrom(...MARKUP));
  return fc
    .array(fc.tuple(fc.constantFrom(...paths), odd), { maxLength: 3 })
    .map((changes) =>
      changes.reduce<Json>(
        (root, [path, value]) => apply(root, { op: 'set', path, value }),
        structuredClone(base),
      ),
    );
}

/** How a body travels: JSON text, or something that only claims to be JSON, or not JSON. */
export interface Payload {
  text: string;
  contentType: string;
}

const asJson = (value: Json): Payload => ({
  text: JSON.stringify(value) ?? '',
  contentType: 'application/json',
});

// Over the 100 KB limit of most routes; the club routes take 512 KB and judge the field.
const OVERSIZED_FIELD = 'x'.repeat(110 * 1024);
const FAR_OVERSIZED_FIELD = 'x'.repeat(530 * 1024);

// JSON nested far deeper than any form's, as text: as values they would overflow the stack
// of the generators' own copying.
const DEEP_ARRAY = `${'['.repeat(5_000)}0${']'.repeat(5_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(5_000)}0${'}'.repeat(5_000)}`;

/** The body with `key` set to `deep`: a duplicate key, which JSON.parse settles by the last. */
function withDeepValue(base: Json, key: string, deep: string): Payload {
  const text = JSON.stringify(base);
  return {
    text: `${text.slice(0, -1)},${JSON.stringify(key)}:${deep}}`,
    contentType: 'application/json',
  };
}

/** Whole bodies that are no object, no JSON, the wrong content type or too large. */
function brokenPayloads(base: Json): fc.Arbitrary<Payload> {
  const firstKey = Object.keys(base as object)[0] ?? 'a';
  return fc.oneof(
    fc.constantFrom(
      withDeepValue(base, firstKey, DEEP_ARRAY),
      withDeepValue(base, firstKey, DEEP_OBJECT),
      withDeepValue(base, 'unknown', DEEP_OBJECT),
      { text: DEEP_ARRAY, contentType: 'application/json' },
    ),
    fc.jsonValue({ maxDepth: 2 }).map(asJson),
    fc.constantFrom(
      { text: '', contentType: 'application/json' },
      { text: '{"a":', contentType: 'application/json' },
      { text: "{'single': 'quotes'}", contentType: 'application/json' },
      { text: '{"__proto__": {"admin": true}}', contentType: 'application/json' },
      { text: '\uFEFF{}', contentType: 'application/json' },
      { text: JSON.stringify(base), contentType: 'text/plain' },
      { text: 'first_name=Ana&role=admin', contentType: 'application/x-www-form-urlencoded' },
      { text: JSON.stringify(base), contentType: 'application/xml' },
      asJson([base]),
      asJson({ ...(base as object), padding: OVERSIZED_FIELD }),
      asJson({ ...(base as object), padding: FAR_OVERSIZED_FIELD }),
    ),
    fc.string({ unit: 'binary', maxLength: 60 }).map((text) => ({
      text,
      contentType: 'application/json',
    })),
  );
}

/** The well-formed body with odd strings, as JSON: bodies an API may store or refuse. */
export function oddButWellFormedPayloads(base: Json): fc.Arbitrary<Payload> {
  return oddButWellFormed(base).map(asJson);
}

/** Bad bodies for an endpoint whose well-formed body is `base`. */
export function nastyPayloads(base: Json): fc.Arbitrary<Payload> {
  return fc.oneof(
    { weight: 6, arbitrary: mutated(base).map(asJson) },
    { weight: 2, arbitrary: oddButWellFormed(base).map(asJson) },
    { weight: 2, arbitrary: brokenPayloads(base) },
  );
}

/**
 * The body as express.json would hand it to a route, or undefined when it refuses it
 * (not JSON, or not an object or array at the top). Like body-parser, it drops a leading
 * byte-order mark and reads an empty body as {}.
 */
export function deliveredBody(payload: Payload): Json {
  if (payload.contentType !== 'application/json') return undefined;
  const text = payload.text.replace(/^\uFEFF/, '');
  if (text === '') return {};
  try {
    const value: Json = JSON.parse(text);
    return value !== null && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

// The names the API's query schemas read, and names none of them knows.
const QUERY_KEYS = [
  'limit',
  'cursor',
  'direction',
  'active_only',
  'club_id',
  'belt',
  'search',
  'status',
  'after',
  'skip',
  'deleted',
  'expiry',
  'event_id',
  'paid',
  'club',
  'division',
  'role',
  'tier',
  'record_id',
  'user_id',
  'email',
  'membership_id',
];
const ODD_QUERY_KEYS = ['__proto__', 'constructor', 'a[b]', 'limit[]', 'cursor[$gt]', '', '%', ';'];

/** Bytes as a query string carries them: unreserved characters as they are, the rest %XX. */
export function percentEncoded(text: string): string {
  return [...Buffer.from(text)]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A page cursor of the directory's shape, [name, id] in base64url, around odd values. */
const forgedCursor = fc
  .tuple(fc.oneof(nastyText, fc.constant('Ava Lopez')), fc.oneof(nastyId, fc.constant('m-1')))
  .map((pair) => Buffer.from(JSON.stringify(pair)).toString('base64url'));

const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyText.map(percentEncoded) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('-1', '0', '1', '101', '1e308', 'NaN', '0x10', 'true', 'null', 'undefined')
      .map(percentEncoded),
  },
  { weight: 2, arbitrary: forgedCursor },
  // Encodings a server must refuse or read as text: broken, truncated, NUL, dot-dot-slash.
  fc.constantFrom('%', '%ff', '%E0%A4%A', '%00', '%2e%2e%2f', '+', '=', '==', '%ED%A0%80'),
);

/**
 * A raw query string a hostile client writes: known and unknown names, repeated names
 * (arrays), odd and forged values, broken percent-encodings. Kept under 6 KB, so the HTTP
 * server's own limit on the request line is not what answers.
 */
export const nastyQueryString: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...QUERY_KEYS) },
        { weight: 1, arbitrary: fc.constantFrom(...ODD_QUERY_KEYS) },
        { weight: 1, arbitrary: nastyText.map(percentEncoded) },
      ),
      fc.option(queryValue, { freq: 8 }),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((pairs) =>
    pairs
      .map(([key, value]) => (value === null ? key : `${key}=${value}`))
      .join('&')
      .slice(0, 6_000),
  );

// What a header value may hold on the wire: visible ASCII, tab and Latin-1 bytes.
const headerText = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 300 }),
  fc.string({
    unit: fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)),
    maxLength: 40,
  }),
  fc.constantFrom(...MARKUP, '', ' ', '\t', '../..', 'a/b', '__name__', 'x'.repeat(2_000)),
);

// Each header the API or its middleware reads, with values of its own kind gone wrong.
const HEADER_VALUES: Record<string, fc.Arbitrary<string>> = {
  authorization: fc.oneof(
    headerText,
    headerText.map((text) => `Bearer ${text}`),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'bearer  x'),
  ),
  'content-type': fc.oneof(
    headerText,
    fc.constantFrom(
      'application/json; charset=utf-16',
      'application/json; charset=nonsense',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
    ),
  ),
  'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown'),
  accept: headerText,
  'accept-language': fc.oneof(headerText, fc.constantFrom('es;q=2', '*;q=0', 'es-MX,es;q=0.9')),
  origin: fc.oneof(
    headerText,
    fc.constantFrom('null', 'https://evil.example', 'http://[::1', 'javascript:alert(1)'),
  ),
  'x-forwarded-for': fc.oneof(
    headerText,
    fc.constantFrom('1.2.3.4, , ,', '::ffff:1.2.3.4', '999.999.999.999', 'unknown, 10.0.0.1'),
  ),
  'x-forwarded-host': fc.oneof(headerText, fc.constantFrom('evil.example', 'a/b', '[::1]:99999')),
  'x-forwarded-proto': fc.oneof(headerText, fc.constantFrom('javascript', 'https, http')),
  'x-security-check': fc.oneof(headerText, fc.constantFrom('../captchaVerifications/x')),
  'x-firebase-appcheck': headerText,
  'stripe-signature': fc.oneof(headerText, fc.constantFrom('t=1700000000,v1=00', 't=,v1=')),
  cookie: headerText,
  range: fc.oneof(headerText, fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=9-1')),
  'if-none-match': headerText,
  'if-modified-since': fc.oneof(headerText, fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT')),
  'x-http-method-override': fc.constantFrom('DELETE', 'PUT', 'TRACE', 'CONNECT'),
};

/** One to four of the headers the API reads, each with a hostile value. */
export const nastyHeaders: fc.Arbitrary<Record<string, string>> = fc
  .uniqueArray(fc.constantFrom(...Object.keys(HEADER_VALUES)), { minLength: 1, maxLength: 4 })
  .chain((names) =>
    fc
      .tuple(...names.map((name) => HEADER_VALUES[name] ?? headerText))
      .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']))),
  );
