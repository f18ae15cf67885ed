import type { AgeDivision } from './enums';

// What a member card's QR code proves, and how a checker reads it. The token is a compact
// ES256 JWS; its payload holds these claims and nothing else: no birth date, contact or
// address ever goes on a card, since anyone holding the card can read them.

export const CARD_ISSUER = 'iltkd';
export const CARD_ALGORITHM = 'ES256';

/** A card token's payload (JWT claim names kept short: the QR code stays small). */
export interface MemberCardClaims {
  iss: typeof CARD_ISSUER;
  /** The member ID. */
  sub: string;
  name: string;
  div: AgeDivision | null;
  belt: string | null;
  club: string | null;
  /** Seconds since the epoch: the end of the last valid day (23:59:59 UTC). */
  exp: number;
  iat: number;
}

/** The revocation list's payload: member IDs refused whatever their card says. */
export interface CardRevocationList {
  iss: typeof CARD_ISSUER;
  /** Seconds since the epoch when the list was signed: the checker shows its age. */
  iat: number;
  revoked: string[];
}

export type CardVerdict = 'valid' | 'expired' | 'revoked';

/** A card whose signature checked out, against the revocation list at hand and a clock. */
export function cardVerdict(
  claims: Pick<MemberCardClaims, 'sub' | 'exp'>,
  revoked: ReadonlySet<string>,
  now: Date,
): CardVerdict {
  if (revoked.has(claims.sub)) return 'revoked';
  return claims.exp * 1000 < now.getTime() ? 'expired' : 'valid';
}

/** Seconds since the epoch of the end of a 'YYYY-MM-DD' day in UTC. */
export function endOfDaySeconds(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T23:59:59Z`) / 1000);
}
