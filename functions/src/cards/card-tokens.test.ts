import {
  compactVerify,
  createLocalJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JSONWebKeySet,
} from 'jose';

import {
  CARD_ISSUER,
  cardVerdict,
  memberCardClaims,
  type CardRevocationList,
  type MemberCardClaims,
} from '../domain/member-card';

import {
  cardKeyRing,
  generateCardKey,
  parseCardKeys,
  secretCardKeys,
  type CardPrivateJwk,
} from './card-keys';
import { signCardToken, signRevocationList } from './card-tokens';

// The checks a card checker makes in the browser, offline: the published key set as
// createLocalJWKSet holds it, the signature checked with jose, then the verdict of the domain.

const now = new Date('2026-11-28T12:00:00Z');
const holder = {
  memberId: 'IL-2026-000123',
  name: 'Mia Santos',
  division: 'Youth' as const,
  beltRank: 'green',
  clubName: 'Lakeshore Taekwondo',
  validThrough: '2027-03-01',
};
const claims = memberCardClaims(holder, now);

/** The signature against the key set, then the payload's claims (expiry judged by the verdict). */
async function checkCard(token: string, jwks: JSONWebKeySet, revoked: Set<string>, at: Date) {
  const { payload } = await compactVerify(token, createLocalJWKSet(jwks), {
    algorithms: ['ES256'],
  });
  const card = JSON.parse(new TextDecoder().decode(payload)) as MemberCardClaims;
  if (card.iss !== CARD_ISSUER) throw new Error('not a card of the association');
  return cardVerdict(card, revoked, at);
}

/** The revocation list verified like a card, its member IDs as a set. */
async function revokedIn(token: string, jwks: JSONWebKeySet) {
  const { payload } = await jwtVerify<CardRevocationList>(token, createLocalJWKSet(jwks), {
    algorithms: ['ES256'],
    issuer: CARD_ISSUER,
  });
  return { revoked: new Set(payload.revoked), signedAt: payload.iat };
}

/** The token with one part replaced. */
function withPart(token: string, index: number, part: string) {
  const parts = token.split('.');
  parts[index] = part;
  return parts.join('.');
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

let oldKey: CardPrivateJwk;
let newKey: CardPrivateJwk;
beforeAll(async () => {
  [oldKey, newKey] = await Promise.all([generateCardKey('2026-a'), generateCardKey('2027-b')]);
});

describe('a card token', () => {
  it('is an ES256 JWS naming its key, whose payload is exactly the card claims', async () => {
    const ring = await cardKeyRing([oldKey]);
    const token = await signCardToken(ring, claims);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', kid: '2026-a' });
    const { payload } = await jwtVerify(token, createLocalJWKSet(ring.published), {
      algorithms: ['ES256'],
      issuer: CARD_ISSUER,
      currentDate: now,
    });
    expect(payload).toEqual(claims);
  });

  it('carries the member ID, name, division, belt, club and dates only: no birth date, contact or address', async () => {
    const ring = await cardKeyRing([oldKey]);
    const token = await signCardToken(ring, claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(
      ['belt', 'club', 'div', 'exp', 'iat', 'iss', 'name', 'sub'].sort(),
    );
    expect(JSON.stringify(payload)).not.toMatch(/birth|dob|email|phone|address|2012-04-02/i);
  });

  it('is valid at the door before the end of its last day', async () => {
    const ring = await cardKeyRing([oldKey]);
    const token = await signCardToken(ring, claims);
    await expect(checkCard(token, ring.published, new Set(), now)).resolves.toBe('valid');
    await expect(
      checkCard(token, ring.published, new Set(), new Date('2027-03-01T23:59:00Z')),
    ).resolves.toBe('valid');
  });

  it('is refused when its payload was edited (a better belt, another name)', async () => {
    const ring = await cardKeyRing([oldKey]);
    const token = await signCardToken(ring, claims);
    for (const edited of [
      { ...claims, belt: '1st_dan_black_belt' },
      { ...claims, name: 'Someone Else' },
      { ...claims, exp: claims.exp + 365 * 86_400 },
    ]) {
      const tampered = withPart(token, 1, encode(edited));
      await expect(checkCard(tampered, ring.published, new Set(), now)).rejects.toThrow(
        errors.JWSSignatureVerificationFailed,
      );
    }
  });

  it('is refused when its signature was edited or taken from another card', async () => {
    const ring = await cardKeyRing([oldKey]);
    const token = await signCardToken(ring, claims);
    const signature = token.split('.')[2] ?? '';
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await expect(
      checkCard(withPart(token, 2, flipped), ring.published, new Set(), now),
    ).rejects.toThrow(errors.JWSSignatureVerificationFailed);
    const other = await signCardToken(ring, { ...claims, sub: 'IL-2026-000999' });
    await expect(
      checkCard(withPart(token, 2, other.split('.')[2] ?? ''), ring.published, new Set(), now),
    ).rejects.toThrow(errors.JWSSignatureVerificationFailed);
  });

  it('is refused when signed by a key the association never published', async () => {
    const ring = await cardKeyRing([oldKey]);
    const forger = await cardKeyRing([{ ...(await generateCardKey()), kid: '2026-a' }]);
    const forged = await signCardToken(forger, claims);
    await expect(checkCard(forged, ring.published, new Set(), now)).rejects.toThrow(
      errors.JWSSignatureVerificationFailed,
    );
  });

  it('says expired after its last day, and jwtVerify refuses it as expired', async () => {
    const ring = await cardKeyRing([oldKey]);
    const token = await signCardToken(ring, claims);
    const later = new Date('2027-03-02T00:00:00Z');
    await expect(checkCard(token, ring.published, new Set(), later)).resolves.toBe('expired');
    await expect(
      jwtVerify(token, createLocalJWKSet(ring.published), { currentDate: later }),
    ).rejects.toThrow(errors.JWTExpired);
  });

  it('says revoked when the signed revocation list names its member ID', async () => {
    const ring = await cardKeyRing([oldKey]);
    const token = await signCardToken(ring, claims);
    const list = await signRevocationList(ring, ['IL-2026-000123', 'IL-2025-000007'], now);
    const { revoked, signedAt } = await revokedIn(list, ring.published);
    expect(signedAt).toBe(now.getTime() / 1000);
    await expect(checkCard(token, ring.published, revoked, now)).resolves.toBe('revoked');
    const other = await signCardToken(ring, { ...claims, sub: 'IL-2026-000124' });
    await expect(checkCard(other, ring.published, revoked, now)).resolves.toBe('valid');
  });

  it('refuses a revocation list whose member IDs were edited', async () => {
    const ring = await cardKeyRing([oldKey]);
    const list = await signRevocationList(ring, ['IL-2026-000123'], now);
    const emptied = withPart(list, 1, encode({ iss: CARD_ISSUER, iat: 1, revoked: [] }));
    await expect(revokedIn(emptied, ring.published)).rejects.toThrow(
      errors.JWSSignatureVerificationFailed,
    );
  });
});

describe('rotated keys', () => {
  it('verify a card of the old key while it is published; new cards carry the new kid', async () => {
    const before = await cardKeyRing([oldKey]);
    const oldCard = await signCardToken(before, claims);
    const rotated = await cardKeyRing([newKey, oldKey]);
    expect(rotated.published.keys.map((key) => key.kid)).toEqual(['2027-b', '2026-a']);
    await expect(checkCard(oldCard, rotated.published, new Set(), now)).resolves.toBe('valid');
    const newCard = await signCardToken(rotated, claims);
    expect(decodeProtectedHeader(newCard).kid).toBe('2027-b');
    await expect(checkCard(newCard, rotated.published, new Set(), now)).resolves.toBe('valid');
    // A checker still holding the set before the rotation cannot know the new key yet.
    await expect(checkCard(newCard, before.published, new Set(), now)).rejects.toThrow(
      errors.JWKSNoMatchingKey,
    );
  });

  it('refuse a card of the old key once that key is no longer published', async () => {
    const oldCard = await signCardToken(await cardKeyRing([oldKey]), claims);
    const after = await cardKeyRing([newKey]);
    await expect(checkCard(oldCard, after.published, new Set(), now)).rejects.toThrow(
      errors.JWKSNoMatchingKey,
    );
  });
});

describe('the published key set', () => {
  it('holds the public halves only', async () => {
    const ring = await cardKeyRing([newKey, oldKey]);
    for (const key of ring.published.keys) {
      expect(Object.keys(key).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
    }
  });
});

describe('parseCardKeys', () => {
  it('reads the secret: an array of private P-256 JWKs with kids, the first first', () => {
    expect(parseCardKeys(JSON.stringify([newKey, oldKey])).map((key) => key.kid)).toEqual([
      '2027-b',
      '2026-a',
    ]);
  });

  it.each([
    ['not JSON', 'nope', /not JSON/],
    ['an empty array', '[]', /non-empty array/],
    ['a key without kid', () => JSON.stringify([{ ...oldKey, kid: undefined }]), /\[0\]/],
    ['a public key only', () => JSON.stringify([{ ...oldKey, d: undefined }]), /\[0\]/],
    ['an RSA key', () => JSON.stringify([{ ...oldKey, kty: 'RSA' }]), /\[0\]/],
    [
      'two keys with one kid',
      () => JSON.stringify([oldKey, { ...newKey, kid: '2026-a' }]),
      /one kid/,
    ],
  ])('refuses %s', (_case, secret, message) => {
    expect(() => parseCardKeys(typeof secret === 'function' ? secret() : secret)).toThrow(message);
  });
});

describe('secretCardKeys', () => {
  it('follows the secret when its value changes', async () => {
    let value = JSON.stringify([oldKey]);
    const source = secretCardKeys(() => value, { emulator: false });
    expect((await source()).signing.kid).toBe('2026-a');
    value = JSON.stringify([newKey, oldKey]);
    expect((await source()).signing.kid).toBe('2027-b');
  });

  it('makes a key of its own under the emulators without a secret, and refuses to run deployed without one', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const emulated = secretCardKeys(() => '', { emulator: true });
    const ring = await emulated();
    expect(await emulated()).toBe(ring);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    await expect(secretCardKeys(() => '', { emulator: false })()).rejects.toThrow(
      /MEMBER_CARD_KEYS secret is not set/,
    );
  });
});
