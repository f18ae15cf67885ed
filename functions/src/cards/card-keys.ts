import { randomUUID } from 'node:crypto';

import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

import { CARD_ALGORITHM } from '../domain/member-card';
import type { CardKeySetWire } from '../domain/wire/member-card';

// The keys member cards and revocation lists are signed with. The Functions secret
// MEMBER_CARD_KEYS holds a JSON array of private EC P-256 JWKs, each with a `kid`: the
// first signs, and the public half of every one is published, so a card signed with an
// older key keeps verifying until that key is taken out of the array (after its cards
// expire). Rotation: put a new key first, keep the old one after it.

/** A private EC P-256 JWK as the secret holds it. */
export type CardPrivateJwk = JWK & {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
  kid: string;
};

export interface CardKeyRing {
  /** The key new cards and lists are signed with, and its id. */
  signing: { kid: string; key: CryptoKey };
  /** The public halves of every key, as /.well-known/jwks.json serves them. */
  published: CardKeySetWire;
}

/** Where the API gets its key ring; read at each use, so a new secret value is picked up. */
export type CardKeySource = () => Promise<CardKeyRing>;

function isPrivateP256(value: unknown): value is CardPrivateJwk {
  if (typeof value !== 'object' || value === null) return false;
  const jwk = value as Record<string, unknown>;
  return (
    jwk.kty === 'EC' &&
    jwk.crv === 'P-256' &&
    ['x', 'y', 'd', 'kid'].every((field) => typeof jwk[field] === 'string' && jwk[field] !== '')
  );
}

/** The secret's value read: a non-empty array of private P-256 JWKs with distinct kids. */
export function parseCardKeys(secret: string): CardPrivateJwk[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(secret);
  } catch {
    throw new Error('MEMBER_CARD_KEYS is not JSON: it must be an array of private EC P-256 JWKs.');
  }
  if (!Array.isArray(parsed) || parsed.length === 0) {
    throw new Error('MEMBER_CARD_KEYS must be a non-empty array of private EC P-256 JWKs.');
  }
  const keys = parsed.map((jwk, index) => {
    if (!isPrivateP256(jwk)) {
      throw new Error(
        `MEMBER_CARD_KEYS[${index}] is not a private EC P-256 JWK with x, y, d and a kid.`,
      );
    }
    return jwk;
  });
  const kids = new Set(keys.map((key) => key.kid));
  if (kids.size !== keys.length) throw new Error('MEMBER_CARD_KEYS holds two keys with one kid.');
  return keys;
}

/** The public half of a private JWK, as published: no `d`, nothing but the curve point. */
export function publicCardJwk(jwk: CardPrivateJwk): CardKeySetWire['keys'][number] {
  return {
    kty: 'EC',
    crv: 'P-256',
    x: jwk.x,
    y: jwk.y,
    kid: jwk.kid,
    alg: CARD_ALGORITHM,
    use: 'sig',
  };
}

/** The key ring of private JWKs (the first signs). */
export async function cardKeyRing(keys: readonly CardPrivateJwk[]): Promise<CardKeyRing> {
  const [first] = keys;
  if (!first) throw new Error('A card key ring needs at least one key.');
  const key = (await importJWK(first, CARD_ALGORITHM)) as CryptoKey;
  return { signing: { kid: first.kid, key }, published: { keys: keys.map(publicCardJwk) } };
}

/** A new private P-256 JWK, for a rotation, the emulator's key or a test. */
export async function generateCardKey(
  kid: string = `card-${randomUUID()}`,
): Promise<CardPrivateJwk> {
  const { privateKey } = await generateKeyPair(CARD_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid } as CardPrivateJwk;
}

/**
 * The keys from the secret's value, parsed again only when the value changes. Without a
 * value under the emulators a key is made for this process (the toolchain writes a stable
 * one to functions/.secret.local first, so this is a fallback); deployed, a missing secret
 * is an error that names it.
 */
export function secretCardKeys(
  read: () => string,
  { emulator }: { emulator: boolean },
): CardKeySource {
  let cached: { value: string; ring: Promise<CardKeyRing> } | undefined;
  let emulatorRing: Promise<CardKeyRing> | undefined;
  return async () => {
    const value = read().trim();
    if (!value) {
      if (!emulator)
        throw new Error('The MEMBER_CARD_KEYS secret is not set: no card can be signed.');
      emulatorRing ??= generateCardKey('emulator-fallback').then((key) => {
        console.warn(
          'MEMBER_CARD_KEYS is empty: cards are signed with a key of this process, refused after a restart. npm start writes a stable one to functions/.secret.local.',
        );
        return cardKeyRing([key]);
      });
      return emulatorRing;
    }
    if (cached?.value !== value) cached = { value, ring: cardKeyRing(parseCardKeys(value)) };
    return cached.ring;
  };
}
