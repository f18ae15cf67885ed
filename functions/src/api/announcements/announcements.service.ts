import type { Firestore } from 'firebase-admin/firestore';

import {
  ASSOCIATION_ANNOUNCEMENT_KINDS,
  CLUB_ANNOUNCEMENT_KIND,
  announcementTextFor,
  matchesAudience,
  recipientsOf,
  type AnnouncementAudience,
  type AnnouncementKind,
} from '../../domain/announcements';
import type {
  AnnouncementAudienceCountInput,
  AnnouncementAudienceInput,
  AnnouncementInput,
  AnnouncementsQuery,
  MyAnnouncementsQuery,
} from '../../domain/schemas/announcement';
import { readClub, type StoredClub } from '../../firestore/collections/clubs';
import { announcementMail } from '../../mail/announcement-email';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { Caller } from '../auth/caller';
import { AppError, fieldError } from '../errors/app-error';

import {
  AudienceTooLargeError,
  type AnnouncementDraft,
  type AnnouncementsRepository,
  type StoredAnnouncement,
} from './announcements.repository';

/** "Send a test to me": the announcement's mail to one address. */
export type AnnouncementTestMailer = (
  announcement: StoredAnnouncement,
  to: string,
) => Promise<void>;

/**
 * The test as members would get it, the English mail then the Spanish one (the Spanish
 * falling back to English as a member's would), marked [Test], with no unsubscribe link. It
 * names no announcementId, so it never counts as one of the announcement's deliveries.
 */
export function announcementTestMailer(
  outbox: MailOutbox,
  siteOrigin: () => string,
): AnnouncementTestMailer {
  return async (announcement, to) => {
    for (const language of ['en', 'es'] as const) {
      const { announcementId: _id, ...mail } = announcementMail({
        text: announcement,
        language,
        to,
        unsubscribeToken: null,
        siteUrl: siteOrigin(),
        clubName: announcement.clubName,
        kind: announcement.kind,
        announcementId: announcement.id,
        test: true,
      });
      await outbox.send({ ...mail, kind: 'announcement_test' });
    }
  };
}

const audienceFromInput = (input: AnnouncementAudienceInput): AnnouncementAudience => ({
  statuses: input.statuses,
  tiers: input.tiers,
  roles: input.roles,
  divisions: input.divisions,
  clubId: input.club_id,
  expiringWithinDays: input.expiring_within_days,
  eventId: input.event_id,
  certificationKind: input.certification_kind,
});

const clubIsActive = (club: StoredClub | null): club is StoredClub =>
  !!club && club.status === 'active' && !club.deletedAt;

/**
 * Administrators write to the association's members; a club owner to their own active
 * roster (scope 'club', kind club_messages, the audience forced to the club's active
 * memberships). Every write is audited by the repository.
 */
export function announcementsService({
  db,
  announcements,
  testMail,
  now,
}: {
  db: Firestore;
  announcements: AnnouncementsRepository;
  testMail: AnnouncementTestMailer;
  now: () => Date;
}) {
  /** The caller may write to this scope and club; answers the club (null for the association). */
  async function authorise(
    caller: Caller,
    scope: string,
    kind: AnnouncementKind,
    clubId: string | null,
  ): Promise<StoredClub | null> {
    if (scope === 'association') {
      if (!caller.isAdmin) throw AppError.forbidden();
      if (!(ASSOCIATION_ANNOUNCEMENT_KINDS as readonly string[]).includes(kind)) {
        throw AppError.badRequest('checkInformation', [fieldError('kind', 'validation.oneOf')]);
      }
      return null;
    }
    if (clubId === null) {
      throw AppError.badRequest('checkInformation', [
        fieldError('audience.club_id', 'validation.required'),
      ]);
    }
    const club = await readClub(db, clubId);
    const owns = clubIsActive(club) && club.ownerUid === caller.uid;
    if (!owns && !caller.isAdmin) throw AppError.forbidden();
    if (!club || club.deletedAt) throw AppError.notFound('notFound.clubMembership');
    if (kind !== CLUB_ANNOUNCEMENT_KIND) {
      throw AppError.badRequest('checkInformation', [fieldError('kind', 'validation.oneOf')]);
    }
    return club;
  }

  /** A club's announcements go to its active roster whatever else the filters say. */
  const scopedAudience = (audience: AnnouncementAudience, club: StoredClub | null) =>
    club ? { ...audience, statuses: ['active' as const], clubId: club.id } : audience;

  async function draftOf(caller: Caller, input: AnnouncementInput): Promise<AnnouncementDraft> {
    const audience = audienceFromInput(input.audience);
    const club = await authorise(caller, input.scope, input.kind, audience.clubId);
    return {
      scope: input.scope,
      kind: input.kind,
      clubId: club?.id ?? null,
      clubName: club?.clubInfo.clubName ?? null,
      subjectEn: input.subject_en,
      bodyEn: input.body_en,
      subjectEs: input.subject_es,
      bodyEs: input.body_es,
      audience: scopedAudience(audience, club),
    };
  }

  /** Reading or changing a stored one: administrators, or the owner of its active club. */
  async function assertMayHandle(caller: Caller, announcement: StoredAnnouncement) {
    if (caller.isAdmin) return;
    if (announcement.scope === 'club' && announcement.clubId) {
      const club = await readClub(db, announcement.clubId);
      if (clubIsActive(club) && club.ownerUid === caller.uid) return;
    }
    throw AppError.forbidden();
  }

  async function readHandled(caller: Caller, id: string) {
    const found = await announcements.read(id);
    if (!found) throw AppError.notFound('notFound.announcement');
    await assertMayHandle(caller, found);
    return found;
  }

  /** Who the audience reaches now: the memberships, then one recipient per account. */
  async function resolve(audience: AnnouncementAudience, kind: AnnouncementKind) {
    const at = now();
    try {
      const [candidates, entered, certified] = await Promise.all([
        announcements.audienceMemberships(audience),
        audience.eventId ? announcements.enteredIn(audience.eventId) : undefined,
        audience.certificationKind
          ? announcements.certifiedAs(audience.certificationKind, at)
          : undefined,
      ]);
      const matched = candidates.filter((membership) =>
        matchesAudience(membership, audience, at, { entered, certified }),
      );
      const accounts = await announcements.recipientAccounts(
        matched.map((membership) => membership.accountUid),
        kind,
      );
      return { memberships: matched.length, ...recipientsOf(matched, accounts) };
    } catch (error) {
      if (error instanceof AudienceTooLargeError) {
        throw AppError.badRequest('announcement.audienceTooLarge');
      }
      throw error;
    }
  }

  const actorOf = (caller: Caller) => ({ uid: caller.uid, email: caller.email ?? '' });

  /** The stored one with its delivered and failed counts from the mail queue. */
  async function withDelivery(announcement: StoredAnnouncement) {
    if (announcement.status === 'draft') return { announcement, delivered: 0, failed: 0 };
    const counts = await announcements.deliveryCounts(announcement.id);
    return { announcement, ...counts };
  }

  return {
    async create(caller: Caller, input: AnnouncementInput) {
      const draft = await draftOf(caller, input);
      return withDelivery(await announcements.create(draft, actorOf(caller), now()));
    },

    async update(caller: Caller, id: string, input: AnnouncementInput) {
      await readHandled(caller, id);
      const draft = await draftOf(caller, input);
      const updated = await announcements.update(id, draft, caller.uid, now(), () => undefined);
      if (updated === null) throw AppError.notFound('notFound.announcement');
      if (updated === 'notDraft')
        throw AppError.conflict('DUPLICATE_RESOURCE', 'announcement.notDraft');
      return withDelivery(updated);
    },

    async get(caller: Caller, id: string) {
      return withDelivery(await readHandled(caller, id));
    },

    async list(caller: Caller, query: AnnouncementsQuery) {
      if (!caller.isAdmin) {
        const club = query.club_id ? await readClub(db, query.club_id) : null;
        if (!clubIsActive(club) || club.ownerUid !== caller.uid) throw AppError.forbidden();
      }
      const page = await announcements.page(query.limit, query.after, query.club_id);
      return {
        announcements: await Promise.all(page.announcements.map(withDelivery)),
        nextCursor: page.nextCursor,
      };
    },

    async audienceCount(caller: Caller, input: AnnouncementAudienceCountInput) {
      const audience = audienceFromInput(input.audience);
      const club = await authorise(caller, input.scope, input.kind, audience.clubId);
      const resolved = await resolve(scopedAudience(audience, club), input.kind);
      return {
        recipients: resolved.recipients.length,
        memberships: resolved.memberships,
        excluded: resolved.excluded,
      };
    },

    async send(caller: Caller, id: string) {
      const current = await readHandled(caller, id);
      if (current.status !== 'draft') {
        throw AppError.conflict('DUPLICATE_RESOURCE', 'announcement.notDraft');
      }
      const resolved = await resolve(current.audience, current.kind);
      const sent = await announcements.send(
        current,
        resolved.recipients,
        resolved.excluded,
        actorOf(caller),
        now(),
      );
      if (sent === null) throw AppError.notFound('notFound.announcement');
      if (sent === 'notDraft')
        throw AppError.conflict('DUPLICATE_RESOURCE', 'announcement.notDraft');
      return withDelivery(sent);
    },

    async cancel(caller: Caller, id: string) {
      await readHandled(caller, id);
      const cancelled = await announcements.cancel(id, caller.uid, now(), () => undefined);
      if (cancelled === null) throw AppError.notFound('notFound.announcement');
      if (cancelled === 'notQueued') {
        throw AppError.conflict('DUPLICATE_RESOURCE', 'announcement.notQueued');
      }
      return withDelivery(cancelled);
    },

    /** Mails the announcement in both languages to the caller's own address only. */
    async test(caller: Caller, id: string) {
      const current = await readHandled(caller, id);
      if (current.status !== 'draft') {
        throw AppError.conflict('DUPLICATE_RESOURCE', 'announcement.notDraft');
      }
      if (!caller.email || !caller.emailVerified) throw AppError.forbidden();
      await testMail(current, caller.email);
      return { sentTo: caller.email };
    },

    /** The announcements mailed to the caller, in the language each was sent in. */
    async mine(caller: Caller, query: MyAnnouncementsQuery) {
      const page = await announcements.mine(caller.uid, query.limit, query.after);
      return {
        announcements: page.items.map(({ announcement, language, queuedAt }) => ({
          announcement,
          text: announcementTextFor(announcement, language),
          queuedAt,
        })),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type AnnouncementsService = ReturnType<typeof announcementsService>;
