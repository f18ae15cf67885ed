import { isActiveMember } from './active-member';
import type { AgeDivision } from './enums';
import { MEMBER_ID_PREFIX } from './member-id';
import { ACTIVE_STATUS, MEMBERSHIP_STATUSES } from './status';

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

/** The statuses that refuse a card whatever it says: suspended (a dispute too), cancelled (a refund too). */
export const CARD_REVOKING_STATUSES = ['suspended', 'cancelled'] as const;

/**
 * How long after a refund or a removal a member ID stays on the revocation list: a card
 * lasts at most a year's term and the renewal window before it (then its expiry refuses it).
 */
export const CARD_REVOCATION_HORIZON_DAYS = 400;

/** What decides a member ID's card: the membership's standing, and a refund of its dues. */
export interface CardStanding {
  status: string;
  paymentStatus?: string | null;
  memberId: string | null;
  expiresAt: Date | null;
  deletedAt: Date | null;
  // Set by a full refund of the membership's dues (first year or renewal); absent otherwise.
  refundedAt?: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which a refund or removal no longer matters to any card. */
export function cardRevocationHorizon(now: Date): Date {
  return new Date(now.getTime() - CARD_REVOCATION_HORIZON_DAYS * DAY_MS);
}

/** The statuses of a membership that holds no card, whose earlier cards a checker must refuse. */
export const CARDLESS_STATUSES = MEMBERSHIP_STATUSES.filter((status) => status !== ACTIVE_STATUS);

/**
 * Whether every card of this membership is refused: suspended or cancelled (a dispute, a
 * refunded first year, an administrator), removed lately, or not active while a card issued
 * earlier could still run: its dues refunded lately (a refunded renewal puts the expiry back,
 * the card keeps the later one) or closed before its expiry date.
 */
export function revokesCards(standing: CardStanding, now: Date): boolean {
  const horizon = cardRevocationHorizon(now).getTime();
  if (standing.deletedAt) return standing.deletedAt.getTime() >= horizon;
  if ((CARD_REVOKING_STATUSES as readonly string[]).includes(standing.status)) return true;
  if (standing.status === ACTIVE_STATUS) return false;
  const refunded = standing.refundedAt ? standing.refundedAt.getTime() >= horizon : false;
  const cardMayRun = standing.expiresAt ? standing.expiresAt.getTime() > now.getTime() : false;
  return refunded || cardMayRun;
}

/**
 * The last day a card says it is valid: the UTC date of the membership's last valid moment
 * (an expiry at midnight ends the day before).
 */
export function cardValidThrough(expiresAt: Date): string {
  return new Date(expiresAt.getTime() - 1).toISOString().slice(0, 10);
}

/** Whether My Account shows a card for this membership: active, paid, a member ID and an expiry. */
export function issuesCard(
  standing: CardStanding,
  now: Date,
): standing is CardStanding & { memberId: string; expiresAt: Date } {
  return (
    standing.memberId !== null &&
    standing.expiresAt !== null &&
    isActiveMember(standing, now) &&
    !revokesCards(standing, now)
  );
}

/** What a card shows, as the token carries it. */
export interface CardHolder {
  memberId: string;
  name: string;
  division: AgeDivision | null;
  beltRank: string | null;
  clubName: string | null;
  validThrough: string;
}

/** The token's claims for a card: exactly MemberCardClaims, nothing more. */
export function memberCardClaims(holder: CardHolder, now: Date): MemberCardClaims {
  return {
    iss: CARD_ISSUER,
    sub: holder.memberId,
    name: holder.name,
    div: holder.division,
    belt: holder.beltRank,
    club: holder.clubName,
    exp: endOfDaySeconds(holder.validThrough),
    iat: Math.floor(now.getTime() / 1000),
  };
}

/** The live verdict on a member ID: the record found for it (null: none), now. */
export function liveCardVerdict(standing: CardStanding | null, now: Date): CardVerdict | 'unknown' {
  if (!standing || standing.memberId === null) return 'unknown';
  if (revokesCards(standing, now)) return 'revoked';
  return isActiveMember(standing, now) ? 'valid' : 'expired';
}

/** A record that may make its account a card checker: a club the account owns, or a membership. */
export interface CheckerRecord {
  status: string;
  paymentStatus?: string | null;
  expiresAt?: Date | null;
  deletedAt?: Date | null;
}

/**
 * Who may check cards at a door (the revocation list, the live status): administrators,
 * owners of an active club, and coaches whose own membership is active.
 */
export function mayCheckCards(
  caller: { isAdmin: boolean },
  ownedClubs: readonly CheckerRecord[],
  ownMemberships: readonly (CheckerRecord & { role: string; isSelfRegistration: boolean })[],
  now: Date,
): boolean {
  if (caller.isAdmin) return true;
  if (ownedClubs.some((club) => isActiveMember(club, now))) return true;
  return ownMemberships.some(
    (m) => m.role === 'coach' && m.isSelfRegistration && isActiveMember(m, now),
  );
}

const MEMBER_ID_FORMAT = new RegExp(`^${MEMBER_ID_PREFIX}-\\d{4}-\\d{6,}$`);

/** Whether a typed member ID has the shape formatMemberId gives ('IL-2026-000123'). */
export function isMemberIdFormat(value: string): boolean {
  return MEMBER_ID_FORMAT.test(value);
}
