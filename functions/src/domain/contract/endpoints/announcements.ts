import type {
  AnnouncementAudienceCountInput,
  AnnouncementInput,
  AnnouncementsQuery,
  MailPreferencesInput,
  MyAnnouncementsQuery,
  UnsubscribeQuery,
} from '../../schemas/announcement';
import type {
  AnnouncementAudienceCountWire,
  AnnouncementPageWire,
  AnnouncementTestWire,
  AnnouncementWire,
  MailPreferencesWire,
  MyAnnouncementPageWire,
  UnsubscribeWire,
} from '../../wire/announcement';
import type { NoInput, WithBody, WithQuery } from '../endpoint-kinds';

/**
 * Announcements: administrators write to chosen members, club owners to their own active
 * roster; members choose which kinds they receive and unsubscribe from a mail's link.
 * ApiEndpoints extends it.
 */
export interface AnnouncementsEndpoints {
  /** Announcements, newest first: all (administrators) or one club's (its owner). */
  'GET /announcements': WithQuery<'signed-in', AnnouncementsQuery, AnnouncementPageWire>;
  /** Saves a draft (administrators; club owners for their club). */
  'POST /announcements': {
    auth: 'signed-in';
    success: 201;
    query: never;
    body: AnnouncementInput;
    answer: AnnouncementWire;
  };
  /** Counts who an audience reaches now, and who is left out and why. */
  'POST /announcements/audience': WithBody<
    'signed-in',
    AnnouncementAudienceCountInput,
    AnnouncementAudienceCountWire
  >;
  /** The announcements sent to the caller's account, newest first. */
  'GET /announcements/me': WithQuery<'signed-in', MyAnnouncementsQuery, MyAnnouncementPageWire>;
  /** One announcement with its audience and counts. */
  'GET /announcements/{id}': NoInput<'signed-in', AnnouncementWire> & { errors: 404 };
  /** Edits a draft; a sent or cancelled announcement cannot change (409). */
  'PATCH /announcements/{id}': WithBody<'signed-in', AnnouncementInput, AnnouncementWire> & {
    errors: 404 | 409;
  };
  /** Mails the draft, in both languages, to the caller alone. */
  'POST /announcements/{id}/test': NoInput<'signed-in', AnnouncementTestWire> & {
    errors: 404 | 409;
  };
  /** Fixes the recipients and queues the mail in batches. */
  'POST /announcements/{id}/send': NoInput<'signed-in', AnnouncementWire> & {
    errors: 404 | 409;
  };
  /** Stops a queued announcement: mail not yet queued is not sent. */
  'POST /announcements/{id}/cancel': NoInput<'signed-in', AnnouncementWire> & {
    errors: 404 | 409;
  };
  /** Which kinds of announcement the caller receives. */
  'GET /mail-preferences/me': NoInput<'signed-in', MailPreferencesWire>;
  /** Chooses which kinds of announcement the caller receives. */
  'PUT /mail-preferences/me': WithBody<'signed-in', MailPreferencesInput, MailPreferencesWire>;
  /** What an announcement mail's unsubscribe link names (no sign-in). */
  'GET /unsubscribe': {
    auth: 'none';
    success: 200;
    query: UnsubscribeQuery;
    body: never;
    answer: UnsubscribeWire;
  };
  /**
   * Unsubscribes the link's address from its kind (no sign-in); also the one-click POST
   * of RFC 8058, whose form body is `List-Unsubscribe=One-Click`.
   */
  'POST /unsubscribe': {
    auth: 'none';
    success: 200;
    query: UnsubscribeQuery;
    body: never;
    answer: UnsubscribeWire;
  };
}
