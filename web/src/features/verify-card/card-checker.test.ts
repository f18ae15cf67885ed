import { CARD_ISSUER, endOfDaySeconds, type MemberCardClaims } from '@domain/member-card';
import type { CardKeySetWire } from '@domain/wire/member-card';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

import { checkCard, looksLikeToken, verifyRevocationList } from './card-checker';

interface TestKey {
  kid: string;
  privateKey: CryptoKey;
  published: CardKeySetWire['keys'][number];
}

async function testKey(kid: string): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  return {
    kid,
    privateKey,
    published: {
      kty: 'EC',
      crv: 'P-256',
      x: jwk.x as string,
      y: jwk.y as string,
      kid,
      alg: 'ES256',
      use: 'sig',
    },
  };
}

const keySet = (...keys: TestKey[]): CardKeySetWire => ({ keys: keys.map((k) => k.published) });

const sign = (key: TestKey, payload: object) =>
  new SignJWT({ ...payload })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .sign(key.privateKey);

const now = new Date('2026-11-28T15:00:00Z');

const claims = (overrides: Partial<MemberCardClaims> = {}): MemberCardClaims => ({
  iss: CARD_ISSUER,
  sub: 'IL-2026-000123',
  name: 'Ana Reyes',
  div: 'Junior',
  belt: 'blue',
  club: 'Lakeshore Taekwondo',
  exp: endOfDaySeconds('2027-03-31'),
  iat: Math.floor(now.getTime() / 1000) - 3600,
  ...overrides,
});

const listAt = (key: TestKey, revoked: string[], signedAt = now) =>
  sign(key, { iss: CARD_ISSUER, iat: Math.floor(signedAt.getTime() / 1000), revoked });

/** A token with one of its three parts replaced. */
function withPart(token: string, index: number, part: string): string {
  const parts = token.split('.');
  parts[index] = part;
  return parts.join('.');
}
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

let current: TestKey;
let previous: TestKey;
let stranger: TestKey;

beforeAll(async () => {
  [current, previous, stranger] = await Promise.all([
    testKey('card-2026-11'),
    testKey('card-2025-11'),
    testKey('card-2026-11'), // same key id as the published one, another key
  ]);
});

describe('checkCard', () => {
  it('says valid, with what the card shows and the age of the list it was checked against', async () => {
    const listSignedAt = new Date('2026-11-28T14:40:00Z');
    const list = await verifyRevocationList(
      await listAt(current, ['IL-2026-000999'], listSignedAt),
      keySet(current),
    );
    const result = await checkCard(await sign(current, claims()), keySet(current), list, now);
    expect(result).toEqual({
      verdict: 'valid',
      listSignedAt,
      card: {
        memberId: 'IL-2026-000123',
        name: 'Ana Reyes',
        division: 'Junior',
        beltRank: 'blue',
        clubName: 'Lakeshore Taekwondo',
        validThrough: '2027-03-31',
      },
    });
  });

  it('refuses a tampered card: another name or member ID in its payload', async () => {
    const token = await sign(current, claims());
    const forged = withPart(token, 1, encode(claims({ sub: 'IL-2026-000777', name: 'Someone' })));
    await expect(checkCard(forged, keySet(current), null, now)).resolves.toEqual({
      verdict: 'invalid',
      reason: 'signature',
      listSignedAt: null,
    });
    // A signature taken from another card does not fit either.
    const other = await sign(current, claims({ sub: 'IL-2026-000124' }));
    const swapped = withPart(token, 2, other.split('.')[2] as string);
    expect((await checkCard(swapped, keySet(current), null, now)).verdict).toBe('invalid');
  });

  it('refuses a card signed with a key nobody published, even under a published key id', async () => {
    const unknownKid = await sign(await testKey('card-unknown'), claims());
    await expect(checkCard(unknownKid, keySet(current), null, now)).resolves.toMatchObject({
      verdict: 'invalid',
      reason: 'unknown-key',
    });
    const sameKid = await sign(stranger, claims());
    await expect(checkCard(sameKid, keySet(current), null, now)).resolves.toMatchObject({
      verdict: 'invalid',
      reason: 'signature',
    });
  });

  it('says expired after the last valid day, still showing the holder', async () => {
    const token = await sign(current, claims({ exp: endOfDaySeconds('2026-11-27') }));
    const result = await checkCard(token, keySet(current), null, now);
    expect(result).toMatchObject({
      verdict: 'expired',
      card: { memberId: 'IL-2026-000123', validThrough: '2026-11-27' },
    });
    // The last valid day itself is valid to its end.
    const lastDay = new Date('2026-11-27T23:59:00Z');
    expect((await checkCard(token, keySet(current), null, lastDay)).verdict).toBe('valid');
  });

  it('says revoked when the signed list names the member ID, expired or not', async () => {
    const list = await verifyRevocationList(
      await listAt(current, ['IL-2026-000123']),
      keySet(current),
    );
    const token = await sign(current, claims());
    expect((await checkCard(token, keySet(current), list, now)).verdict).toBe('revoked');
    const expired = await sign(current, claims({ exp: endOfDaySeconds('2026-01-01') }));
    expect((await checkCard(expired, keySet(current), list, now)).verdict).toBe('revoked');
    const another = await sign(current, claims({ sub: 'IL-2026-000124' }));
    expect((await checkCard(another, keySet(current), list, now)).verdict).toBe('valid');
  });

  it('accepts cards of both keys while a rotation publishes both', async () => {
    const both = keySet(current, previous);
    const oldCard = await sign(previous, claims({ sub: 'IL-2025-000045' }));
    const newCard = await sign(current, claims());
    const list = await verifyRevocationList(await listAt(current, []), both);
    expect((await checkCard(oldCard, both, list, now)).verdict).toBe('valid');
    expect((await checkCard(newCard, both, list, now)).verdict).toBe('valid');
    // Once the old key is withdrawn, its cards are no longer trusted.
    await expect(checkCard(oldCard, keySet(current), list, now)).resolves.toMatchObject({
      verdict: 'invalid',
      reason: 'unknown-key',
    });
  });

  it('refuses what is not a card: the revocation list, another issuer, garbage', async () => {
    const list = await listAt(current, []);
    expect(await checkCard(list, keySet(current), null, now)).toMatchObject({
      verdict: 'invalid',
      reason: 'malformed',
    });
    const foreign = await sign(current, { ...claims(), iss: 'someone-else' });
    expect((await checkCard(foreign, keySet(current), null, now)).verdict).toBe('invalid');
    expect(await checkCard('not-a-token', keySet(current), null, now)).toMatchObject({
      verdict: 'invalid',
      reason: 'malformed',
    });
  });
});

describe('verifyRevocationList', () => {
  it('gives the revoked member IDs and when the list was signed', async () => {
    const signedAt = new Date('2026-11-28T14:00:00Z');
    const list = await verifyRevocationList(
      await listAt(current, ['IL-2026-000001', 'IL-2026-000002'], signedAt),
      keySet(current),
    );
    expect([...list.revoked]).toEqual(['IL-2026-000001', 'IL-2026-000002']);
    expect(list.signedAt).toEqual(signedAt);
  });

  it('throws for an emptied, unknown-key or card-shaped list', async () => {
    const token = await listAt(current, ['IL-2026-000123']);
    const emptied = withPart(token, 1, encode({ iss: CARD_ISSUER, iat: 1, revoked: [] }));
    await expect(verifyRevocationList(emptied, keySet(current))).rejects.toThrow();
    const foreign = await listAt(await testKey('other'), []);
    await expect(verifyRevocationList(foreign, keySet(current))).rejects.toThrow();
    const card = await sign(current, claims());
    await expect(verifyRevocationList(card, keySet(current))).rejects.toThrow(
      'no list of member IDs',
    );
  });
});

describe('looksLikeToken', () => {
  it('tells a token from a member ID', () => {
    expect(looksLikeToken('eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln')).toBe(true);
    expect(looksLikeToken(' IL-2026-000123 ')).toBe(false);
  });
});
