import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';

import {
  ANNOUNCEMENT_KINDS,
  mailPreferencesOf,
  type AnnouncementKind,
  type AnnouncementLanguage,
} from '../domain/announcements';
import { announcementMail } from '../mail/announcement-email';
import { mailOutbox } from '../mail/mail-outbox';
import { signUnsubscribeToken } from '../mail/unsubscribe-token';

// Sending an announcement writes its recipients (state 'pending') and sets it 'queued'; this
// job turns pending recipients into `mail` documents the Trigger Email extension delivers,
// at most `batchSize` a run (ANNOUNCEMENT_MAILS_PER_MINUTE, a run a minute), the oldest
// queued announcement first. Each recipient's mail is written in the transaction that marks
// it queued, after reading it still pending and its announcement still queued: two runs at
// once (the schedule and the trigger) never mail anyone twice, and a cancelled announcement
// stops. A recipient who unsubscribed from the kind since the send gets nothing (their
// state becomes 'cancelled'). When none is pending, the announcement is 'sent'.

export interface AnnouncementDispatchDeps {
  db: Firestore;
  /** MAIL_LINK_SECRET, the unsubscribe tokens' key. */
  mailLinkSecret: () => string;
  siteOrigin: string;
  /** The most mails a run writes. */
  batchSize: number;
}

export interface DispatchResult {
  /** Mails written by this run. */
  queued: number;
  /** Announcements this run found with nothing left pending and marked sent. */
  sent: string[];
}

/** Recipients per transaction: two writes each and the announcement's, inside the 500. */
const CHUNK = 200;

const recipientId = (announcementId: string, uid: string) => `${announcementId}_${uid}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const languageOf = (value: unknown): AnnouncementLanguage => (value === 'es' ? 'es' : 'en');
const kindOf = (value: unknown): AnnouncementKind =>
  (ANNOUNCEMENT_KINDS as readonly unknown[]).includes(value)
    ? (value as AnnouncementKind)
    : 'association_news';
const millisOf = (value: unknown) =>
  value && typeof (value as { toMillis?: unknown }).toMillis === 'function'
    ? (value as { toMillis(): number }).toMillis()
    : value instanceof Date
      ? value.getTime()
      : Number.MAX_SAFE_INTEGER;

/** Queued the earliest first: sentAt, else createdAt. */
const queuedAtOf = (data: DocumentData) => millisOf(data.sentAt ?? data.createdAt);

interface PendingRecipient {
  uid: string;
  email: string;
  language: AnnouncementLanguage;
}

/**
 * Writes the mails of the pending recipients given, in transactions that check each one is
 * still pending and the announcement still queued; the number written. Exported for the
 * test of two runs that read the same recipients as pending.
 */
export async function queueMails(
  deps: AnnouncementDispatchDeps,
  announcementId: string,
  recipients: PendingRecipient[],
  now: Date,
): Promise<number> {
  const { db } = deps;
  const announcementRef = db.doc(`announcements/${announcementId}`);
  const outbox = mailOutbox(db, () => now);
  let written = 0;
  for (let start = 0; start < recipients.length; start += CHUNK) {
    const chunk = recipients.slice(start, start + CHUNK);
    const first = (await announcementRef.get()).data();
    if (!first || first.status !== 'queued') break;
    // Signing is the slow part: done before the transaction, which only checks and writes.
    const kind = kindOf(first.kind);
    const tokens = await Promise.all(
      chunk.map((recipient) =>
        signUnsubscribeToken(deps.mailLinkSecret(), {
          uid: recipient.uid,
          kind,
          email: recipient.email,
          aid: announcementId,
        }),
      ),
    );
    const count = await db.runTransaction(async (tx) => {
      const refs = chunk.map((recipient) =>
        db.doc(`announcementRecipients/${recipientId(announcementId, recipient.uid)}`),
      );
      const preferenceRefs = chunk.map((recipient) => db.doc(`mailPreferences/${recipient.uid}`));
      const [announcement, ...read] = await tx.getAll(announcementRef, ...refs, ...preferenceRefs);
      const current = read.slice(0, refs.length);
      const preferences = read.slice(refs.length);
      const data = announcement?.data();
      if (!data || data.status !== 'queued') return 0;
      const mailText = {
        subjectEn: text(data.subjectEn),
        bodyEn: text(data.bodyEn),
        subjectEs: text(data.subjectEs),
        bodyEs: text(data.bodyEs),
      };
      let queued = 0;
      current.forEach((snapshot, index) => {
        if (snapshot.data()?.state !== 'pending') return;
        const recipient = chunk[index];
        const token = tokens[index];
        if (!recipient || !token) return;
        // Unsubscribed from this kind since the announcement was sent: no mail.
        if (!mailPreferencesOf(preferences[index]?.data())[kind]) {
          tx.update(snapshot.ref, { state: 'cancelled' });
          return;
        }
        const mailId = outbox.queue(
          tx,
          announcementMail({
            text: mailText,
            language: recipient.language,
            to: recipient.email,
            unsubscribeToken: token,
            siteUrl: deps.siteOrigin,
            clubName: typeof data.clubName === 'string' ? data.clubName : null,
            kind,
            announcementId,
          }),
        );
        tx.update(snapshot.ref, { state: 'queued', mailId, queuedAt: now });
        queued += 1;
      });
      if (queued > 0) {
        tx.update(announcementRef, { 'counts.queued': FieldValue.increment(queued) });
      }
      return queued;
    });
    written += count;
  }
  return written;
}

/** Marks the announcement sent when it is queued with no recipient pending. */
async function markSentIfDone(db: Firestore, announcementId: string, now: Date) {
  const ref = db.doc(`announcements/${announcementId}`);
  const pending = db
    .collection('announcementRecipients')
    .where('announcementId', '==', announcementId)
    .where('state', '==', 'pending')
    .limit(1);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.data()?.status !== 'queued') return false;
    if (!(await tx.get(pending)).empty) return false;
    tx.update(ref, { status: 'sent', updatedAt: now });
    return true;
  });
}

/**
 * One run: up to batchSize mails for the queued announcements (or only the one named), the
 * oldest first; announcements left with nothing pending become 'sent'.
 */
export async function dispatchAnnouncements(
  deps: AnnouncementDispatchDeps,
  now: Date,
  { announcementId }: { announcementId?: string } = {},
): Promise<DispatchResult> {
  const { db } = deps;
  const queuedAnnouncements = announcementId
    ? [await db.doc(`announcements/${announcementId}`).get()].filter(
        (snapshot) => snapshot.data()?.status === 'queued',
      )
    : (await db.collection('announcements').where('status', '==', 'queued').get()).docs;
  const oldestFirst = [...queuedAnnouncements].sort(
    (a, b) => queuedAtOf(a.data() ?? {}) - queuedAtOf(b.data() ?? {}),
  );

  const result: DispatchResult = { queued: 0, sent: [] };
  let budget = Math.max(0, Math.floor(deps.batchSize));
  for (const announcement of oldestFirst) {
    if (budget > 0) {
      const pending = await db
        .collection('announcementRecipients')
        .where('announcementId', '==', announcement.id)
        .where('state', '==', 'pending')
        .limit(budget)
        .get();
      const recipients = pending.docs.map((doc) => ({
        uid: text(doc.get('uid')),
        email: text(doc.get('email')),
        language: languageOf(doc.get('language')),
      }));
      const written = await queueMails(deps, announcement.id, recipients, now);
      result.queued += written;
      budget -= written;
    }
    // Any still pending (past this run's batch) are the next run's.
    if (await markSentIfDone(db, announcement.id, now)) result.sent.push(announcement.id);
  }
  return result;
}
