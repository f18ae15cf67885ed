import { MINOR_AGE, ageOn } from './age';
import { daysInMonth, formatCalendarDate, parseIsoDate } from './dates';

// The handover at 18: a membership a parent registered for an athlete moves, once the
// athlete is 18 and accepts an invitation sent to their own email, to the athlete's
// account. Member ID, history, payments and entries stay with the membership.

/** An invitation to take over a membership is single use and expires this long after it is sent. */
export const HANDOVER_INVITE_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** The page an invitation link opens: /handover?code={code}. */
export const HANDOVER_PATH = '/handover';

export function handoverLink(siteOrigin: string, code: string): string {
  return `${siteOrigin}${HANDOVER_PATH}?code=${encodeURIComponent(code)}`;
}

/** What the membership record keeps of its handover (memberships/{id}.handover). */
export type StoredHandoverState = 'due' | 'invited' | 'completed' | 'declined' | 'cancelled';
/** The handover's state as the site shows it: not_due until the athlete is 18. */
export type HandoverState = 'not_due' | StoredHandoverState;

export const HANDOVER_STATES: readonly HandoverState[] = [
  'not_due',
  'due',
  'invited',
  'completed',
  'declined',
  'cancelled',
];

export interface HandoverRecord {
  state: StoredHandoverState;
  /** The 18th birthday, 'YYYY-MM-DD'. */
  dueOn: string;
  /** When the parent was emailed that the handover is due (once), or null. */
  notifiedAt: Date | null;
  /** The athlete's address the current (or last) invitation went to. */
  invitedEmail: string | null;
  invitedAt: Date | null;
  expiresAt: Date | null;
  /** The parent's account the membership moved from, and the athlete's it moved to. */
  fromUid: string | null;
  toUid: string | null;
  completedAt: Date | null;
  /** The athlete's choice: whether the parent keeps read access to the membership. */
  parentReadAccess: boolean | null;
}

/** The facts of a membership the handover depends on. */
export interface HandoverSubject {
  dateOfBirth: string;
  isSelfRegistration: boolean;
  deletedAt: Date | null;
  handover: HandoverRecord | null;
}

/**
 * The day the athlete turns 18, on the calendar (no timezone): someone born on 29 February
 * turns 18 on 1 March in a non-leap year, as ageOn counts.
 */
export function eighteenthBirthday(dateOfBirth: string): string {
  const born = parseIsoDate(dateOfBirth);
  if (!born) throw new RangeError(`Not a YYYY-MM-DD date: ${dateOfBirth}`);
  const year = born.year + MINOR_AGE;
  if (born.day > daysInMonth(year, born.month)) {
    return formatCalendarDate({ year, month: born.month + 1, day: 1 });
  }
  return formatCalendarDate({ year, month: born.month, day: born.day });
}

/** A parent (not the athlete) registered it, it is not trashed and the athlete is 18 today. */
export function isHandoverDue(subject: HandoverSubject, today: string): boolean {
  return (
    !subject.isSelfRegistration &&
    subject.deletedAt === null &&
    ageOn(subject.dateOfBirth, today) >= MINOR_AGE
  );
}

/** The state the site shows: the stored one, else due from the birthday on, else not_due. */
export function handoverStateOf(subject: HandoverSubject, today: string): HandoverState {
  if (subject.handover) return subject.handover.state;
  return isHandoverDue(subject, today) ? 'due' : 'not_due';
}

/** The daily job marks the membership due (and emails the parent) when nothing is stored yet. */
export function shouldMarkDue(subject: HandoverSubject, today: string): boolean {
  return subject.handover === null && isHandoverDue(subject, today);
}

/** The record a membership keeps once its handover is due. */
export function dueHandover(dateOfBirth: string, notifiedAt: Date | null): HandoverRecord {
  return {
    state: 'due',
    dueOn: eighteenthBirthday(dateOfBirth),
    notifiedAt,
    invitedEmail: null,
    invitedAt: null,
    expiresAt: null,
    fromUid: null,
    toUid: null,
    completedAt: null,
    parentReadAccess: null,
  };
}

/** Who is acting on a membership's handover. */
export interface HandoverActor {
  uid: string;
  isAdmin: boolean;
}

const isHolderOrAdmin = (actor: HandoverActor, holderUid: string) =>
  actor.isAdmin || actor.uid === holderUid;

/** States from which an invitation may be sent (again): a resend replaces the current one. */
const INVITABLE: readonly HandoverState[] = ['due', 'invited', 'declined', 'cancelled'];

export type HandoverRefusal = 'forbidden' | 'not_due' | 'completed' | 'not_invited';

/**
 * Whether the actor may send (or resend) the invitation: the account holding the membership
 * (the parent) or an administrator, once the handover is due and not completed.
 */
export function inviteRefusal(
  actor: HandoverActor,
  holderUid: string,
  state: HandoverState,
): HandoverRefusal | null {
  if (!isHolderOrAdmin(actor, holderUid)) return 'forbidden';
  if (state === 'completed') return 'completed';
  if (!INVITABLE.includes(state)) return 'not_due';
  return null;
}

/** Whether the actor may cancel the invitation: the holder or an administrator, while invited. */
export function cancelRefusal(
  actor: HandoverActor,
  holderUid: string,
  state: HandoverState,
): HandoverRefusal | null {
  if (!isHolderOrAdmin(actor, holderUid)) return 'forbidden';
  if (state === 'completed') return 'completed';
  if (state !== 'invited') return 'not_invited';
  return null;
}

/** handoverInvites/{sha256 of the code} as the server keeps it. */
export interface HandoverInviteState {
  membershipId: string;
  /** The account holding the membership when it was sent. */
  fromUid: string;
  /** The invited address, normalised (lower case, trimmed). */
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  cancelledAt: Date | null;
}

export type HandoverInviteProblem = 'unknown' | 'used' | 'expired';

/** Why an invitation cannot be accepted now, or null. A cancelled one reads as expired. */
export function handoverInviteProblem(
  invite: HandoverInviteState | null,
  now: Date,
): HandoverInviteProblem | null {
  if (!invite) return 'unknown';
  if (invite.usedAt) return 'used';
  if (invite.cancelledAt || invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The person answering an invitation, as their ID token says. */
export interface HandoverAcceptor {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export type AcceptRefusal = 'email_unverified' | 'wrong_email' | 'same_account';

/**
 * Only the invited athlete answers: signed in with the invited address, verified, and not on
 * the account the membership is leaving.
 */
export function acceptRefusal(
  acceptor: HandoverAcceptor,
  invite: HandoverInviteState,
): AcceptRefusal | null {
  if (!acceptor.email || normaliseEmail(acceptor.email) !== invite.email) return 'wrong_email';
  if (!acceptor.emailVerified) return 'email_unverified';
  if (acceptor.uid === invite.fromUid) return 'same_account';
  return null;
}

/** The membership's record once accepted: it now belongs to the athlete. */
export function completedHandover(
  current: HandoverRecord,
  fromUid: string,
  toUid: string,
  parentReadAccess: boolean,
  at: Date,
): HandoverRecord {
  return {
    ...current,
    state: 'completed',
    fromUid,
    toUid,
    completedAt: at,
    parentReadAccess,
    expiresAt: null,
  };
}

/** The account that may still read the membership after the handover, or null. */
export const parentReaderOf = (handover: HandoverRecord | null): string | null =>
  handover?.state === 'completed' && handover.parentReadAccess ? handover.fromUid : null;
