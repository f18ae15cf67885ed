import type { AgeDivision } from '../enums';

/**
 * One member card as My Account shows it: what the card prints, and the signed token its
 * QR code holds (see domain/member-card: the token carries the same fields and nothing else).
 */
export type MemberCardWire = {
  membership_id: string;
  member_id: string;
  name: string;
  belt_rank: string | null;
  division: AgeDivision | null;
  club_name: string | null;
  // 'YYYY-MM-DD', the last day the membership is valid.
  valid_through: string;
  // A compact ES256 JWS (header.payload.signature), put in the QR code as it is.
  token: string;
};

/** GET /cards/me: a card for each active membership the caller's account holds. */
export type MemberCardListWire = {
  data: MemberCardWire[];
  // Whether this deployment can issue Apple Wallet passes, and why not when it cannot.
  wallet: { available: true } | { available: false; reason: 'not_configured' };
};

/** GET /cards/revocations: the member IDs whose cards must be refused, signed. */
export type CardRevocationsWire = {
  // A compact ES256 JWS whose payload is a CardRevocationList (domain/member-card).
  token: string;
};

/** GET /cards/status/{memberId}: what the records say of a member ID right now. */
export type CardStatusWire = {
  member_id: string;
  verdict: 'valid' | 'expired' | 'revoked' | 'unknown';
  name: string | null;
  belt_rank: string | null;
  division: AgeDivision | null;
  club_name: string | null;
  valid_through: string | null;
};

/** GET /.well-known/jwks.json: the public keys cards and revocation lists are signed with. */
export type CardKeySetWire = {
  keys: { kty: 'EC'; crv: 'P-256'; x: string; y: string; kid: string; alg: 'ES256'; use: 'sig' }[];
};
