import { AGE_DIVISIONS, isOneOf, type AgeDivision } from '@domain/enums';
import {
  CARD_ALGORITHM,
  CARD_ISSUER,
  cardVerdict,
  type CardRevocationList,
  type MemberCardClaims,
} from '@domain/member-card';
import type { CardKeySetWire } from '@domain/wire/member-card';
import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

// The card checker's verdicts, computed with no connection: a card's token and the signed
// revocation list are both checked against the public keys kept from the last online visit.

/** What a verified card says of its holder. */
export interface CheckedCard {
  memberId: string;
  name: string;
  division: AgeDivision | null;
  beltRank: string | null;
  clubName: string | null;
  /** 'YYYY-MM-DD' (UTC), the card's last valid day. */
  validThrough: string;
}

/** Why a token is not a card of the association. */
export type InvalidReason = 'unknown-key' | 'signature' | 'malformed';

export type CardCheck =
  | {
      verdict: 'valid' | 'expired' | 'revoked';
      card: CheckedCard;
      /** When the revocation list checked against was signed; null without one. */
      listSignedAt: Date | null;
    }
  | { verdict: 'invalid'; reason: InvalidReason; listSignedAt: Date | null };

/** A revocation list whose signature checked out. */
export interface VerifiedRevocationList {
  revoked: ReadonlySet<string>;
  signedAt: Date;
}

const OPTIONS = { algorithms: [CARD_ALGORITHM], issuer: CARD_ISSUER };

function keySet(keys: CardKeySetWire) {
  return createLocalJWKSet({ keys: keys.keys.map((key) => ({ ...key })) });
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

/** The card's claims, when the payload has a card's shape (a revocation list has not). */
function cardClaims(payload: JWTPayload): MemberCardClaims | null {
  const { sub, name, div, belt, club, exp, iat } = payload as Record<string, unknown>;
  if (!isText(sub) || sub === '' || !isText(name) || typeof exp !== 'number') return null;
  if (!isTextOrNull(belt) || !isTextOrNull(club)) return null;
  if (div !== null && !isOneOf(AGE_DIVISIONS, div)) return null;
  return {
    iss: CARD_ISSUER,
    sub,
    name,
    div,
    belt,
    club,
    exp,
    iat: typeof iat === 'number' ? iat : 0,
  };
}

const validThrough = (exp: number) => new Date(exp * 1000).toISOString().slice(0, 10);

/**
 * Checks the revocation list's own signature and shape; throws when either fails, so a list
 * someone emptied or forged is never used.
 */
export async function verifyRevocationList(
  token: string,
  keys: CardKeySetWire,
): Promise<VerifiedRevocationList> {
  const { payload } = await jwtVerify<Partial<CardRevocationList>>(token, keySet(keys), OPTIONS);
  const { revoked, iat } = payload;
  if (!Array.isArray(revoked) || !revoked.every(isText) || typeof iat !== 'number') {
    throw new Error('The revocation list has no list of member IDs and signing time');
  }
  return { revoked: new Set(revoked), signedAt: new Date(iat * 1000) };
}

function invalidReason(error: unknown): InvalidReason {
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
    return 'unknown-key';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  return 'malformed';
}

/**
 * A card's verdict, offline: its signature against the kept keys (so a tampered card or one
 * signed with a key the association never published is invalid), then cardVerdict against
 * the revocation list and the clock. An expired card's signature is still checked first.
 */
export async function checkCard(
  token: string,
  keys: CardKeySetWire,
  list: VerifiedRevocationList | null,
  now: Date,
): Promise<CardCheck> {
  const listSignedAt = list?.signedAt ?? null;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token.trim(), keySet(keys), { ...OPTIONS, currentDate: now }));
  } catch (error) {
    // The signature and issuer held; only the expiry failed: cardVerdict says so below.
    if (error instanceof errors.JWTExpired && error.claim === 'exp') payload = error.payload;
    else return { verdict: 'invalid', reason: invalidReason(error), listSignedAt };
  }
  const claims = cardClaims(payload);
  if (!claims) return { verdict: 'invalid', reason: 'malformed', listSignedAt };
  const verdict = cardVerdict(claims, list?.revoked ?? new Set(), now);
  return {
    verdict,
    listSignedAt,
    card: {
      memberId: claims.sub,
      name: claims.name,
      division: claims.div,
      beltRank: claims.belt,
      clubName: claims.club,
      validThrough: validThrough(claims.exp),
    },
  };
}

/** Whether typed text looks like a card's token (three base64url parts) rather than an ID. */
export function looksLikeToken(text: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(text.trim());
}
