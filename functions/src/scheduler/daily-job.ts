import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
} from 'firebase-admin/firestore';

import { associationDate, RENEWAL_GRACE_DAYS_AFTER, renewalState } from '../domain/renewal';
import { reminderDue, withReminderSent, type ReminderKind } from '../domain/renewal-reminders';
import { readMailLanguage } from '../firestore/collections/accounts';
import type { RenewalRecord } from '../firestore/renewal-record';
import { mailOutbox } from '../mail/mail-outbox';
import { renewalReminderEmail } from '../mail/renewal-reminder-email';
import {
  expireLapsed,
  renewalRecordOf,
  type RenewedCollection,
} from '../triggers/expire-memberships';

import { sendCertificationReminders } from './certification-reminders';
import { markHandoversDue } from './handover-due';
import { refundOwed, type OwedRefundsDeps } from './owed-refunds';
import { purgeTrash, type TrashPurgeDeps, type TrashPurgeResult } from './trash-purge';

const DAY_MS = 24 * 60 * 60 * 1000;
// Records read per query; the job pages through with cursors, never the whole collection.
const PAGE = 200;
// reminderDue sends nothing earlier than 30 days before the expiry or later than 7 days
// after it; a day more each side covers the association's time zone.
const REMINDER_LOOKAHEAD_DAYS = 32;
const REMINDER_LOOKBACK_DAYS = 9;

type Collection = RenewedCollection;
const COLLECTIONS: readonly Collection[] = ['memberships', 'clubs'];

export interface DailyJobDeps extends TrashPurgeDeps, OwedRefundsDeps {
  /** The owner's verified sign-in address, or null (then no reminder is sent that day). */
  recipientOf: (uid: string) => Promise<string | null>;
  /** This site's origin, such as https://example.org: reminder links lead there. */
  siteOrigin: string;
  /** Called after the job with the accounts whose records expired (standing refresh). */
  onStandingChanged?: (uids: string[]) => Promise<void>;
}

export interface DailyJobResult {
  expired: number;
  reapplying: number;
  reminders: number;
  erased: TrashPurgeResult;
  /** Refunds owed since Stripe refused them, made now. */
  refunds: number;
  /** Certifications whose holder and administrators were reminded of the expiry. */
  certificationReminders: number;
  /** Parents emailed that a membership they hold is due to be handed over (athlete 18). */
  handoversDue: number;
}

/** Every document a query finds, page by page, ordered by expiresAt. */
async function* pagesOf(query: Query) {
  let last: DocumentSnapshot | null = null;
  for (;;) {
    const snapshot = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    if (snapshot.empty) return;
    yield snapshot.docs;
    last = snapshot.docs[snapshot.docs.length - 1] ?? null;
    if (snapshot.size < PAGE) return;
  }
}

/**
 * Records lapsed more than 365 days ago go back through application and review, keeping
 * their member ID (status application_received, payment pending).
 */
async function sendBackToApplication(db: Firestore, now: Date): Promise<number> {
  // renewalState is 'reapply' from expiresAt + 365 days on.
  const closedBefore = new Date(now.getTime() - RENEWAL_GRACE_DAYS_AFTER * DAY_MS);
  let moved = 0;
  for (const name of COLLECTIONS) {
    const query = db
      .collection(name)
      .where('status', '==', 'expired')
      .where('expiresAt', '<=', closedBefore)
      .orderBy('expiresAt');
    for await (const docs of pagesOf(query)) {
      for (const doc of docs) {
        const done = await db.runTransaction(async (tx) => {
          const data = (await tx.get(doc.ref)).data();
          if (!data || renewalState(renewalRecordOf(name, data), now) !== 'reapply') return false;
          tx.update(doc.ref, {
            status: 'application_received',
            paymentStatus: 'pending',
            statusReason: null,
            statusChangedAt: now,
            reminders: null,
            updatedAt: now,
          });
          return true;
        });
        if (done) moved += 1;
      }
    }
  }
  return moved;
}

/** The reminder a record is due today, or null (trashed, not renewable, already sent). */
function dueReminder(record: RenewalRecord, today: string): ReminderKind | null {
  const { expiresAt, status } = record;
  if (!expiresAt || record.deletedAt) return null;
  if (status !== 'active' && status !== 'expired') return null;
  if (record.renewedWithClub) return null;
  return reminderDue(associationDate(expiresAt), today, record.reminders);
}

function renewUrl(siteOrigin: string, name: Collection, id: string) {
  const key = name === 'clubs' ? 'club_id' : 'membership_id';
  return `${siteOrigin}/my-account?${key}=${encodeURIComponent(id)}&payment=renew`;
}

/**
 * Queues the reminder of one record with the record's log of reminders, in one
 * transaction: a second run on the same day finds it sent.
 */
async function remind(
  { db, siteOrigin }: DailyJobDeps,
  name: Collection,
  ref: DocumentReference,
  to: string,
  now: Date,
): Promise<boolean> {
  const today = associationDate(now);
  const outbox = mailOutbox(db, () => now);
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    const record = data ? renewalRecordOf(name, data) : null;
    const kind = record ? dueReminder(record, today) : null;
    const owner = record?.ownerUid;
    const expiresAt = record?.expiresAt;
    if (!record || !kind || !owner || !expiresAt) return false;
    const language = await readMailLanguage(db, owner, tx);
    const expiresOn = associationDate(expiresAt);
    const mail = renewalReminderEmail(language, {
      to,
      kind,
      record: name === 'clubs' ? 'club' : 'membership',
      name: record.name,
      expiresOn,
      renewUrl: renewUrl(siteOrigin, name, ref.id),
    });
    outbox.queue(tx, mail);
    tx.update(ref, { reminders: withReminderSent(expiresOn, record.reminders, kind) });
    return true;
  });
}

/** Reminder emails 30 and 7 days before the expiry and on the day, once each. */
async function sendReminders(deps: DailyJobDeps, now: Date): Promise<number> {
  const today = associationDate(now);
  const from = new Date(now.getTime() - REMINDER_LOOKBACK_DAYS * DAY_MS);
  const to = new Date(now.getTime() + REMINDER_LOOKAHEAD_DAYS * DAY_MS);
  const recipients = new Map<string, Promise<string | null>>();
  let sent = 0;
  for (const name of COLLECTIONS) {
    for (const status of ['active', 'expired']) {
      const query = deps.db
        .collection(name)
        .where('status', '==', status)
        .where('expiresAt', '>=', from)
        .where('expiresAt', '<=', to)
        .orderBy('expiresAt');
      for await (const docs of pagesOf(query)) {
        for (const doc of docs) {
          const record = renewalRecordOf(name, doc.data());
          const owner = record.ownerUid;
          if (!owner || !dueReminder(record, today)) continue;
          if (!recipients.has(owner)) recipients.set(owner, deps.recipientOf(owner));
          const address = await recipients.get(owner);
          if (address && (await remind(deps, name, doc.ref, address, now))) sent += 1;
        }
      }
    }
  }
  return sent;
}

/**
 * The daily job (03:00 in Chicago), a plain function of the moment it runs: expires what
 * has lapsed, sends what lapsed more than a year ago back to application, writes the
 * reminders due today, erases what has sat in the trash for 90 days, asks Stripe again
 * for the refunds it refused and reminds of certifications expiring within 30 days. Each
 * step may run again the same day and changes nothing more.
 */
export async function runDailyJob(deps: DailyJobDeps, now: Date): Promise<DailyJobResult> {
  const owners = new Set<string>();
  const expired = await expireLapsed(deps.db, now, owners);
  if (owners.size > 0) await deps.onStandingChanged?.([...owners]);
  const reapplying = await sendBackToApplication(deps.db, now);
  const reminders = await sendReminders(deps, now);
  const erased = await purgeTrash(deps, now);
  const refunds = await refundOwed(deps, now);
  const certificationReminders = await sendCertificationReminders(deps, now);
  const handoversDue = await markHandoversDue(deps, now);
  return { expired, reapplying, reminders, erased, refunds, certificationReminders, handoversDue };
}
