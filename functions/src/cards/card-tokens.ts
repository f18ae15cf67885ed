import { SignJWT } from 'jose';

import {
  CARD_ALGORITHM,
  CARD_ISSUER,
  type CardRevocationList,
  type MemberCardClaims,
} from '../domain/member-card';

import type { CardKeyRing } from './card-keys';

// Tokens are compact JWS (JWT) signed with the ring's first key: the header names the
// algorithm and the key id, nothing else, so a checker picks the key from the published set.

async function sign(ring: CardKeyRing, payload: MemberCardClaims | CardRevocationList) {
  return new SignJWT({ ...payload })
    .setProtectedHeader({ alg: CARD_ALGORITHM, kid: ring.signing.kid })
    .sign(ring.signing.key);
}

/** A card's token, its payload exactly the claims given. */
export function signCardToken(ring: CardKeyRing, claims: MemberCardClaims): Promise<string> {
  return sign(ring, claims);
}

/** The revocation list's token, signed at `now`. */
export function signRevocationList(
  ring: CardKeyRing,
  revoked: readonly string[],
  now: Date,
): Promise<string> {
  return sign(ring, {
    iss: CARD_ISSUER,
    iat: Math.floor(now.getTime() / 1000),
    revoked: [...revoked],
  });
}
