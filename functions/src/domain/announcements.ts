import type { CertificationKind } from './certifications';
import type { AgeDivision, MembershipRole, Tier } from './enums';
import type { MembershipStatus } from './status';

// Announcements: what the association (or a club owner) writes to a chosen group of members,
// who receives it and in which language. Plain values, no Firebase.

/** The kinds of announcement a member may choose to receive or not (My Account). */
export const ANNOUNCEMENT_KINDS = ['association_news', 'events', 'club_messages'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** The kinds an administrator writes; a club owner's announcements are club messages. */
export const ASSOCIATION_ANNOUNCEMENT_KINDS = ['association_news', 'events'] as const;
export const CLUB_ANNOUNCEMENT_KIND = 'club_messages' satisfies AnnouncementKind;

/**
 * draft: being written, editable. queued: sending, recipients fixed, mail going out in
 * batches; cancelling stops what is not out yet. sent: every recipient's mail is queued.
 * cancelled: stopped while queued.
 */
export const ANNOUNCEMENT_STATUSES = ['draft', 'queued', 'sent', 'cancelled'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** association: written by an administrator; club: by a club owner to their own roster. */
export const ANNOUNCEMENT_SCOPES = ['association', 'club'] as const;
export type AnnouncementScope = (typeof ANNOUNCEMENT_SCOPES)[number];

export const ANNOUNCEMENT_SUBJECT_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 10_000;
/** The longest "expiring within N days" an audience may ask for. */
export const AUDIENCE_EXPIRY_DAYS_MAX = 366;

export type AnnouncementLanguage = 'en' | 'es';

/** Who an announcement goes to: the memberships it matches (empty lists mean any). */
export interface AnnouncementAudience {
  /** Membership statuses; empty means active only. */
  statuses: MembershipStatus[];
  tiers: Tier[];
  roles: MembershipRole[];
  divisions: AgeDivision[];
  /** One club's memberships; a club owner's announcements always name their club. */
  clubId: string | null;
  /** Memberships whose expiry falls within this many days from today. */
  expiringWithinDays: number | null;
  /** Memberships entered in this event (a live entry). */
  eventId: string | null;
  /** Memberships holding a current certification of this kind. */
  certificationKind: CertificationKind | null;
}

/** The statuses an audience with none named reaches. */
export const DEFAULT_AUDIENCE_STATUSES: MembershipStatus[] = ['active'];

/** A membership as the audience filters see it. */
export interface AudienceMembership {
  id: string;
  /** Whose account holds it: a parent's for a child. The mail goes to this account. */
  accountUid: string;
  status: string;
  membershipTier: string | null;
  role: string | null;
  division: string | null;
  clubId: string | null;
  expiresAt: Date | null;
  deletedAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const anyOrIncludes = (list: readonly string[], value: string | null) =>
  list.length === 0 || (value !== null && list.includes(value));

/**
 * Whether a membership is in the audience on its own fields. Event entries and certifications
 * are sets the caller reads and passes in (the ids of the memberships entered, or certified).
 */
export function matchesAudience(
  membership: AudienceMembership,
  audience: AnnouncementAudience,
  now: Date,
  sets: { entered?: ReadonlySet<string>; certified?: ReadonlySet<string> } = {},
): boolean {
  if (membership.deletedAt) return false;
  const statuses = audience.statuses.length > 0 ? audience.statuses : DEFAULT_AUDIENCE_STATUSES;
  if (!(statuses as readonly string[]).includes(membership.status)) return false;
  if (!anyOrIncludes(audience.tiers, membership.membershipTier)) return false;
  if (!anyOrIncludes(audience.roles, membership.role)) return false;
  if (!anyOrIncludes(audience.divisions, membership.division)) return false;
  if (audience.clubId !== null && membership.clubId !== audience.clubId) return false;
  if (audience.expiringWithinDays !== null) {
    const expires = membership.expiresAt?.getTime();
    const until = now.getTime() + audience.expiringWithinDays * DAY_MS;
    if (expires === undefined || expires < now.getTime() || expires > until) return false;
  }
  if (audience.eventId !== null && !sets.entered?.has(membership.id)) return false;
  if (audience.certificationKind !== null && !sets.certified?.has(membership.id)) return false;
  return true;
}

/** What the mail needs of an account, and whether it takes this kind of announcement. */
export interface RecipientAccount {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  language: AnnouncementLanguage;
  /** False when the account unsubscribed from this announcement's kind. */
  receives: boolean;
}

export interface Recipient {
  uid: string;
  email: string;
  language: AnnouncementLanguage;
}

export interface RecipientCount {
  recipients: Recipient[];
  excluded: { unsubscribed: number; noVerifiedAddress: number };
}

/**
 * One message per account, whatever the number of its memberships in the audience (a parent
 * of three athletes receives it once); accounts that unsubscribed from the kind, or have no
 * verified address, are counted apart and receive nothing.
 */
export function recipientsOf(
  memberships: readonly Pick<AudienceMembership, 'accountUid'>[],
  accounts: ReadonlyMap<string, RecipientAccount>,
): RecipientCount {
  const uids = [...new Set(memberships.map((membership) => membership.accountUid))];
  const recipients: Recipient[] = [];
  let unsubscribed = 0;
  let noVerifiedAddress = 0;
  for (const uid of uids) {
    const account = accounts.get(uid);
    if (!account?.email || !account.emailVerified) noVerifiedAddress += 1;
    else if (!account.receives) unsubscribed += 1;
    else recipients.push({ uid, email: account.email, language: account.language });
  }
  return { recipients, excluded: { unsubscribed, noVerifiedAddress } };
}

/** An announcement's text in both languages; Spanish may be left empty. */
export interface AnnouncementText {
  subjectEn: string;
  subjectEs: string;
  bodyEn: string;
  bodyEs: string;
}

/** The subject and body a reader of this language gets: English when no Spanish was written. */
export function announcementTextFor(
  text: AnnouncementText,
  language: AnnouncementLanguage,
): { subject: string; body: string; language: AnnouncementLanguage } {
  if (language === 'es' && text.subjectEs.trim() && text.bodyEs.trim()) {
    return { subject: text.subjectEs, body: text.bodyEs, language: 'es' };
  }
  return { subject: text.subjectEn, body: text.bodyEn, language: 'en' };
}

/** True when Spanish readers will get the English text (the editor warns about it). */
export const lacksSpanish = (text: AnnouncementText): boolean =>
  !text.subjectEs.trim() || !text.bodyEs.trim();

/** Mail preferences: every kind is received until the member says otherwise. */
export type MailPreferences = Record<AnnouncementKind, boolean>;
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  association_news: true,
  events: true,
  club_messages: true,
};

/** An account's stored preferences, with any kind never chosen read as received. */
export function mailPreferencesOf(stored: Partial<Record<string, unknown>> | null | undefined) {
  const preferences = { ...DEFAULT_MAIL_PREFERENCES };
  for (const kind of Object.keys(preferences) as AnnouncementKind[]) {
    if (stored?.[kind] === false) preferences[kind] = false;
  }
  return preferences;
}

/** How many announcement mails the dispatcher writes per run unless configured otherwise. */
export const DEFAULT_ANNOUNCEMENT_BATCH_SIZE = 200;
