import type {
  AnnouncementKind,
  AnnouncementLanguage,
  AnnouncementScope,
  AnnouncementStatus,
} from '../announcements';
import type { CertificationKind } from '../certifications';
import type { AgeDivision, MembershipRole, Tier } from '../enums';
import type { MembershipStatus } from '../status';

/** An announcement's audience on the wire (the filters of the admin tables). */
export type AnnouncementAudienceWire = {
  statuses: MembershipStatus[];
  tiers: Tier[];
  roles: MembershipRole[];
  divisions: AgeDivision[];
  club_id: string | null;
  expiring_within_days: number | null;
  event_id: string | null;
  certification_kind: CertificationKind | null;
};

/** How an announcement's mail went: fixed when it is sent, then read from the mail queue. */
export type AnnouncementCountsWire = {
  /** The accounts it goes to, one each however many memberships they hold. */
  recipients: number;
  /** Mails written to the queue so far. */
  queued: number;
  /** Delivered by the mail extension. */
  delivered: number;
  /** Failed for good. */
  failed: number;
  excluded_unsubscribed: number;
  excluded_no_verified_address: number;
};

/** An announcement as its writers and the administrators see it; times ISO. */
export type AnnouncementWire = {
  id: string;
  scope: AnnouncementScope;
  kind: AnnouncementKind;
  /** The club a club owner's announcement went from; its name for the list. */
  club_id: string | null;
  club_name: string | null;
  subject_en: string;
  body_en: string;
  /** Empty when Spanish readers get the English text. */
  subject_es: string;
  body_es: string;
  audience: AnnouncementAudienceWire;
  status: AnnouncementStatus;
  /** Counts once sent; null while a draft. */
  counts: AnnouncementCountsWire | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Who sent it (an email address) and when; null while a draft. */
  sent_by: string | null;
  sent_at: string | null;
  cancelled_at: string | null;
};

export type AnnouncementPageWire = {
  announcements: AnnouncementWire[];
  /** Pass as `after` for the next page; null on the last. */
  next_cursor: string | null;
};

/** Who an audience reaches now, before sending. */
export type AnnouncementAudienceCountWire = {
  /** The accounts that will receive it (parents once for all their children). */
  recipients: number;
  /** The memberships the filters match. */
  memberships: number;
  excluded: { unsubscribed: number; no_verified_address: number };
};

/** "Send a test to me": where the test went. */
export type AnnouncementTestWire = { sent_to: string };

/** An announcement sent to the caller, in the language it was sent in. */
export type MyAnnouncementWire = {
  id: string;
  kind: AnnouncementKind;
  club_name: string | null;
  language: AnnouncementLanguage;
  subject: string;
  /** The body as written (the plain formatting); the page renders it safely. */
  body: string;
  sent_at: string;
};

export type MyAnnouncementPageWire = {
  announcements: MyAnnouncementWire[];
  next_cursor: string | null;
};

/** Which kinds of announcement the member receives. */
export type MailPreferencesWire = {
  association_news: boolean;
  events: boolean;
  club_messages: boolean;
};

/** What an unsubscribe link names, and whether it has been used. */
export type UnsubscribeWire = {
  kind: AnnouncementKind;
  /** The address it went to, partly hidden (j•••@example.org). */
  email_hint: string;
  /** True once this address no longer receives this kind. */
  unsubscribed: boolean;
  language: AnnouncementLanguage;
};
