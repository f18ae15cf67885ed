import type { Auth } from 'firebase-admin/auth';
import {
  FieldPath,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';

import type { AuditLog } from '../../audit/audit-log';
import {
  type AnnouncementAudience,
  type AnnouncementKind,
  type AnnouncementLanguage,
  type AnnouncementScope,
  type AnnouncementStatus,
  type AudienceMembership,
  type Recipient,
  type RecipientAccount,
  mailPreferencesOf,
} from '../../domain/announcements';
import { isCurrentCertification } from '../../domain/certifications';
import { signInAddressIsVerified } from '../../domain/email-verification';
import { associationDate } from '../../domain/renewal';
import { CERTIFICATIONS } from '../../firestore/collections/certifications';
import { dateOf, dateOrNull } from '../../firestore/dates';
import { mailLanguageFrom } from '../../mail/mail-message';

export const ANNOUNCEMENTS = 'announcements';
export const ANNOUNCEMENT_RECIPIENTS = 'announcementRecipients';
export const MAIL_PREFERENCES = 'mailPreferences';

/** The most memberships one audience may read (the association has a few thousand). */
export const AUDIENCE_MEMBERSHIPS_MAX = 50_000;
const MEMBERSHIPS_PAGE = 1_000;
const GET_ALL_CHUNK = 300;
// firebase-admin's getUsers takes at most 100 identifiers a call.
const AUTH_USERS_CHUNK = 100;
const WRITE_BATCH = 400;
const CANCEL_ROUNDS_MAX = 200;

export interface AnnouncementCounts {
  recipients: number;
  queued: number;
  excludedUnsubscribed: number;
  excludedNoVerifiedAddress: number;
}

/** announcements/{id} as stored (camelCase). */
export interface StoredAnnouncement {
  id: string;
  scope: AnnouncementScope;
  kind: AnnouncementKind;
  clubId: string | null;
  clubName: string | null;
  subjectEn: string;
  bodyEn: string;
  subjectEs: string;
  bodyEs: string;
  audience: AnnouncementAudience;
  status: AnnouncementStatus;
  counts: AnnouncementCounts | null;
  createdByUid: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  sentByUid: string | null;
  sentBy: string | null;
  sentAt: Date | null;
  cancelledAt: Date | null;
}

export type AnnouncementDraft = Pick<
  StoredAnnouncement,
  | 'scope'
  | 'kind'
  | 'clubId'
  | 'clubName'
  | 'subjectEn'
  | 'bodyEn'
  | 'subjectEs'
  | 'bodyEs'
  | 'audience'
>;

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

function audienceOf(data: DocumentData | undefined): AnnouncementAudience {
  return {
    statuses: list(data?.statuses),
    tiers: list(data?.tiers),
    roles: list(data?.roles),
    divisions: list(data?.divisions),
    clubId: textOrNull(data?.clubId),
    expiringWithinDays: numberOrNull(data?.expiringWithinDays),
    eventId: textOrNull(data?.eventId),
    certificationKind: textOrNull(
      data?.certificationKind,
    ) as AnnouncementAudience['certificationKind'],
  };
}

function countsOf(data: DocumentData | null | undefined): AnnouncementCounts | null {
  if (!data) return null;
  const n = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    recipients: n(data.recipients),
    queued: n(data.queued),
    excludedUnsubscribed: n(data.excludedUnsubscribed),
    excludedNoVerifiedAddress: n(data.excludedNoVerifiedAddress),
  };
}

export function storedAnnouncementOf(id: string, data: DocumentData): StoredAnnouncement {
  return {
    id,
    scope: data.scope === 'club' ? 'club' : 'association',
    kind: textOr(data.kind, 'association_news') as AnnouncementKind,
    clubId: textOrNull(data.clubId),
    clubName: textOrNull(data.clubName),
    subjectEn: textOr(data.subjectEn, ''),
    bodyEn: textOr(data.bodyEn, ''),
    subjectEs: textOr(data.subjectEs, ''),
    bodyEs: textOr(data.bodyEs, ''),
    audience: audienceOf(data.audience),
    status: textOr(data.status, 'draft') as AnnouncementStatus,
    counts: countsOf(data.counts),
    createdByUid: textOr(data.createdByUid, ''),
    createdBy: textOr(data.createdBy, ''),
    createdAt: dateOf(data.createdAt),
    updatedAt: dateOf(data.updatedAt),
    sentByUid: textOrNull(data.sentByUid),
    sentBy: textOrNull(data.sentBy),
    sentAt: dateOrNull(data.sentAt),
    cancelledAt: dateOrNull(data.cancelledAt),
  };
}

/** announcementRecipients/{announcementId}_{uid} as stored. */
export interface StoredRecipient {
  announcementId: string;
  uid: string;
  email: string;
  language: AnnouncementLanguage;
  state: 'pending' | 'queued' | 'cancelled';
  queuedAt: Date | null;
}

export const recipientId = (announcementId: string, uid: string) => `${announcementId}_${uid}`;

// The membership fields the audience filters read, and nothing else of a member's record.
const AUDIENCE_FIELDS = [
  'accountUid',
  'status',
  'membershipTier',
  'role',
  'division',
  'clubId',
  'expiresAt',
  'deletedAt',
];

function audienceMembershipOf(id: string, data: DocumentData): AudienceMembership {
  return {
    id,
    accountUid: textOr(data.accountUid, ''),
    status: textOr(data.status, ''),
    membershipTier: textOrNull(data.membershipTier),
    role: textOrNull(data.role),
    division: textOrNull(data.division),
    clubId: textOrNull(data.clubId),
    expiresAt: dateOrNull(data.expiresAt),
    deletedAt: dateOrNull(data.deletedAt),
  };
}

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export class AudienceTooLargeError extends Error {}

/**
 * announcements, announcementRecipients and the reads an audience needs: memberships by the
 * indexed filters (status, club) page by page with only the fields the filters use, event
 * entries and certifications for their filters, accounts' language and mail preferences by
 * getAll in chunks, the verified sign-in address from Auth in chunks of 100.
 */
export function announcementsRepository(db: Firestore, auth: Auth, audit: AuditLog) {
  const announcements = db.collection(ANNOUNCEMENTS);
  const recipients = db.collection(ANNOUNCEMENT_RECIPIENTS);

  async function getAllIn(refs: DocumentReference[], fields: string[]) {
    const found = new Map<string, DocumentData | undefined>();
    for (const part of chunks(refs, GET_ALL_CHUNK)) {
      if (part.length === 0) continue;
      const snapshots = await db.getAll(...part, { fieldMask: fields });
      for (const snapshot of snapshots) found.set(snapshot.id, snapshot.data());
    }
    return found;
  }

  return {
    /** The memberships the audience's indexed filters reach; the domain decides the rest. */
    async audienceMemberships(audience: AnnouncementAudience): Promise<AudienceMembership[]> {
      const statuses = audience.statuses.length > 0 ? audience.statuses : ['active'];
      let base: Query = db
        .collection('memberships')
        .where('deletedAt', '==', null)
        .where('status', 'in', statuses);
      if (audience.clubId !== null) base = base.where('clubId', '==', audience.clubId);
      base = base.orderBy(FieldPath.documentId()).select(...AUDIENCE_FIELDS);
      const found: AudienceMembership[] = [];
      let after: string | null = null;
      for (;;) {
        const page = await (after ? base.startAfter(after) : base).limit(MEMBERSHIPS_PAGE).get();
        for (const doc of page.docs) found.push(audienceMembershipOf(doc.id, doc.data()));
        if (found.length > AUDIENCE_MEMBERSHIPS_MAX) throw new AudienceTooLargeError();
        if (page.size < MEMBERSHIPS_PAGE) return found;
        after = page.docs[page.size - 1].id;
      }
    },

    /** The memberships with a live (not withdrawn) entry in the event. */
    async enteredIn(eventId: string): Promise<Set<string>> {
      const snapshot = await db
        .collection('eventEntries')
        .where('eventId', '==', eventId)
        .select('membershipId', 'status')
        .get();
      return new Set(
        snapshot.docs
          .filter((doc) => doc.get('status') !== 'withdrawn')
          .map((doc) => String(doc.get('membershipId'))),
      );
    },

    /** The memberships holding a certification of this kind valid today. */
    async certifiedAs(kind: string, now: Date): Promise<Set<string>> {
      const today = associationDate(now);
      const snapshot = await db
        .collection(CERTIFICATIONS)
        .where('kind', '==', kind)
        .where('deletedAt', '==', null)
        .where('expiresOn', '>=', today)
        .select('membershipId', 'kind', 'issuedOn', 'expiresOn')
        .get();
      return new Set(
        snapshot.docs
          .filter((doc) =>
            isCurrentCertification(
              {
                kind: doc.get('kind'),
                issuedOn: doc.get('issuedOn') ?? null,
                expiresOn: String(doc.get('expiresOn')),
                deleted: false,
              } as Parameters<typeof isCurrentCertification>[0],
              today,
            ),
          )
          .map((doc) => String(doc.get('membershipId'))),
      );
    },

    /**
     * What the mail needs of each account: its verified sign-in address (Auth), its language
     * (accounts/{uid}.preferredLanguage) and whether it takes this kind (mailPreferences).
     */
    async recipientAccounts(
      uids: readonly string[],
      kind: AnnouncementKind,
    ): Promise<Map<string, RecipientAccount>> {
      const unique = [...new Set(uids)];
      const [accounts, preferences] = await Promise.all([
        getAllIn(
          unique.map((uid) => db.collection('accounts').doc(uid)),
          ['preferredLanguage', 'deletedAt'],
        ),
        getAllIn(
          unique.map((uid) => db.collection(MAIL_PREFERENCES).doc(uid)),
          [kind],
        ),
      ]);
      const users = new Map<string, { email: string | null; verified: boolean }>();
      for (const part of chunks(unique, AUTH_USERS_CHUNK)) {
        const result = await auth.getUsers(part.map((uid) => ({ uid })));
        for (const user of result.users) {
          users.set(user.uid, {
            email: user.email ?? null,
            verified:
              !!user.email &&
              !user.disabled &&
              signInAddressIsVerified(user.email, user.emailVerified, user.providerData),
          });
        }
      }
      const map = new Map<string, RecipientAccount>();
      for (const uid of unique) {
        const account = accounts.get(uid);
        const user = users.get(uid);
        const live = account !== undefined && account.deletedAt == null;
        map.set(uid, {
          uid,
          email: user?.email ?? null,
          emailVerified: live && (user?.verified ?? false),
          language: mailLanguageFrom(account?.preferredLanguage),
          receives: mailPreferencesOf(preferences.get(uid))[kind],
        });
      }
      return map;
    },

    async read(id: string): Promise<StoredAnnouncement | null> {
      const snapshot = await announcements.doc(id).get();
      return snapshot.exists ? storedAnnouncementOf(id, snapshot.data() ?? {}) : null;
    },

    async create(draft: AnnouncementDraft, actor: { uid: string; email: string }, at: Date) {
      const ref = announcements.doc();
      const stored: StoredAnnouncement = {
        id: ref.id,
        ...draft,
        status: 'draft',
        counts: null,
        createdByUid: actor.uid,
        createdBy: actor.email,
        createdAt: at,
        updatedAt: at,
        sentByUid: null,
        sentBy: null,
        sentAt: null,
        cancelledAt: null,
      };
      const { id: _id, ...fields } = stored;
      await db.runTransaction(async (tx) => {
        tx.create(ref, fields);
        audit.record(tx, {
          actorUid: actor.uid,
          at,
          collection: 'announcements',
          recordId: ref.id,
          action: 'create',
          changedFields: Object.keys(fields).sort(),
        });
      });
      return stored;
    },

    /**
     * Changes a draft. null when there is none; 'notDraft' once sent or cancelled. `allowed`
     * sees the stored one first (a club owner may only edit their club's).
     */
    async update(
      id: string,
      draft: AnnouncementDraft,
      actorUid: string,
      at: Date,
      allowed: (current: StoredAnnouncement) => void,
    ): Promise<StoredAnnouncement | null | 'notDraft'> {
      const ref = announcements.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const current = storedAnnouncementOf(id, snapshot.data() ?? {});
        allowed(current);
        if (current.status !== 'draft') return 'notDraft';
        tx.update(ref, { ...draft, updatedAt: at });
        audit.record(tx, {
          actorUid,
          at,
          collection: 'announcements',
          recordId: id,
          action: 'update',
          changedFields: [...Object.keys(draft), 'updatedAt'].sort(),
        });
        return { ...current, ...draft, updatedAt: at };
      });
    },

    /** A page, newest first: every announcement, or one club's. */
    async page(limit: number, after?: string, clubId?: string) {
      let query: Query = announcements;
      if (clubId) query = query.where('clubId', '==', clubId);
      query = query.orderBy('createdAt', 'desc');
      if (after) {
        const last = await announcements.doc(after).get();
        if (last.exists) query = query.startAfter(last);
      }
      const snapshot = await query.limit(limit + 1).get();
      const found = snapshot.docs.map((doc) => storedAnnouncementOf(doc.id, doc.data()));
      const page = found.slice(0, limit);
      return {
        announcements: page,
        nextCursor: found.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /** Delivered and failed mails of an announcement, counted on the mail queue. */
    async deliveryCounts(id: string): Promise<{ delivered: number; failed: number }> {
      const mail = db.collection('mail').where('announcementId', '==', id);
      const [delivered, failed] = await Promise.all(
        ['SUCCESS', 'ERROR'].map((state) =>
          mail
            .where('delivery.state', '==', state)
            .count()
            .get()
            .then((result) => result.data().count),
        ),
      );
      return { delivered, failed };
    },

    /**
     * Fixes the recipients (pending) and queues the announcement, with its counts and who
     * sent it. Recipients are created with a BulkWriter: one already there (a send racing
     * this one) is left as it is, so no one is mailed twice. 'notDraft' when it is no longer
     * a draft; null when gone.
     */
    async send(
      current: StoredAnnouncement,
      fixed: Recipient[],
      excluded: { unsubscribed: number; noVerifiedAddress: number },
      actor: { uid: string; email: string },
      at: Date,
    ): Promise<StoredAnnouncement | null | 'notDraft'> {
      const writer = db.bulkWriter();
      writer.onWriteError((error) => {
        // ALREADY_EXISTS (6): written by a send racing this one; leave it.
        if (error.code === 6) return false;
        return error.failedAttempts < 5;
      });
      const failures: unknown[] = [];
      for (const recipient of fixed) {
        writer
          .create(recipients.doc(recipientId(current.id, recipient.uid)), {
            announcementId: current.id,
            uid: recipient.uid,
            email: recipient.email,
            language: recipient.language,
            state: 'pending',
            mailId: null,
            kind: current.kind,
            clubId: current.clubId,
            createdAt: at,
            queuedAt: null,
          })
          .catch((error: { code?: number }) => {
            if (error.code !== 6) failures.push(error);
          });
      }
      await writer.close();
      if (failures.length > 0) throw failures[0];

      const ref = announcements.doc(current.id);
      const counts: AnnouncementCounts = {
        recipients: fixed.length,
        queued: 0,
        excludedUnsubscribed: excluded.unsubscribed,
        excludedNoVerifiedAddress: excluded.noVerifiedAddress,
      };
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const now = storedAnnouncementOf(current.id, snapshot.data() ?? {});
        if (now.status !== 'draft') return 'notDraft';
        const changes = {
          status: 'queued' as const,
          counts,
          sentByUid: actor.uid,
          sentBy: actor.email,
          sentAt: at,
          updatedAt: at,
        };
        tx.update(ref, changes);
        audit.record(tx, {
          actorUid: actor.uid,
          at,
          collection: 'announcements',
          recordId: current.id,
          action: 'status',
          changedFields: Object.keys(changes).sort(),
        });
        return { ...now, ...changes };
      });
    },

    /** Stops a queued announcement; its pending recipients are cancelled. */
    async cancel(
      id: string,
      actorUid: string,
      at: Date,
      allowed: (current: StoredAnnouncement) => void,
    ): Promise<StoredAnnouncement | null | 'notQueued'> {
      const ref = announcements.doc(id);
      const cancelled = await db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const current = storedAnnouncementOf(id, snapshot.data() ?? {});
        allowed(current);
        if (current.status !== 'queued') return 'notQueued' as const;
        const changes = { status: 'cancelled' as const, cancelledAt: at, updatedAt: at };
        tx.update(ref, changes);
        audit.record(tx, {
          actorUid,
          at,
          collection: 'announcements',
          recordId: id,
          action: 'status',
          changedFields: Object.keys(changes).sort(),
        });
        return { ...current, ...changes };
      });
      if (cancelled === null || cancelled === 'notQueued') return cancelled;
      // The dispatcher reads the status first; these only keep the record honest. A batch
      // refused by its precondition (the dispatcher's run that was under way) is read again;
      // the rounds are bounded so a failing write cannot hold the request.
      for (let round = 0; round < CANCEL_ROUNDS_MAX; round += 1) {
        const pending = await recipients
          .where('announcementId', '==', id)
          .where('state', '==', 'pending')
          .limit(WRITE_BATCH)
          .get();
        if (pending.empty) break;
        const batch = db.batch();
        for (const doc of pending.docs) {
          batch.update(doc.ref, { state: 'cancelled' }, { lastUpdateTime: doc.updateTime });
        }
        const committed = await batch.commit().then(
          () => true,
          () => false,
        );
        if (committed && pending.size < WRITE_BATCH) break;
      }
      return cancelled;
    },

    /** How many recipients are in a state (tests and the list). */
    async recipientCount(id: string, state: StoredRecipient['state']): Promise<number> {
      const result = await recipients
        .where('announcementId', '==', id)
        .where('state', '==', state)
        .count()
        .get();
      return result.data().count;
    },

    /** The announcements mailed to the account, newest first, each with its recipient row. */
    async mine(uid: string, limit: number, after?: string) {
      let query: Query = recipients
        .where('uid', '==', uid)
        .where('state', '==', 'queued')
        .orderBy('queuedAt', 'desc');
      if (after) {
        const last = await recipients.doc(recipientId(after, uid)).get();
        if (last.exists) query = query.startAfter(last);
      }
      const snapshot = await query.limit(limit + 1).get();
      const rows = snapshot.docs.slice(0, limit).map((doc) => ({
        announcementId: String(doc.get('announcementId')),
        language: mailLanguageFrom(doc.get('language')),
        queuedAt: dateOf(doc.get('queuedAt')),
      }));
      const stored =
        rows.length > 0
          ? await db.getAll(...rows.map((row) => announcements.doc(row.announcementId)))
          : [];
      const byId = new Map(
        stored
          .filter((snapshot) => snapshot.exists)
          .map((snapshot) => [
            snapshot.id,
            storedAnnouncementOf(snapshot.id, snapshot.data() ?? {}),
          ]),
      );
      return {
        items: rows.flatMap((row) => {
          const announcement = byId.get(row.announcementId);
          return announcement ? [{ ...row, announcement }] : [];
        }),
        nextCursor: snapshot.size > limit ? (rows.at(-1)?.announcementId ?? null) : null,
      };
    },
  };
}

export type AnnouncementsRepository = ReturnType<typeof announcementsRepository>;
