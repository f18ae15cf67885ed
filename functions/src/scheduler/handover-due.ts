import type {
  DocumentData,
  DocumentReference,
  Firestore,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

import { MINOR_AGE } from '../domain/age';
import { addDaysIso, addYearsIso } from '../domain/dates';
import { dueHandover, shouldMarkDue } from '../domain/handover';
import { associationDate } from '../domain/renewal';
import { readMailLanguage } from '../firestore/collections/accounts';
import { handoverSubjectOf, storedHandoverOf } from '../firestore/handover-record';
import { handoverDueEmail } from '../mail/handover-emails';
import { mailOutbox } from '../mail/mail-outbox';

// Birthdays read per page, and how far back the job looks: a year, so an athlete who turned
// 18 while the job did not run (or before the handover existed) is still asked about.
const PAGE = 200;
const LOOKBACK_DAYS = 366;

export interface HandoverDueDeps {
  db: Firestore;
  /** The parent's verified sign-in address, or null (then the email waits for a later run). */
  recipientOf: (uid: string) => Promise<string | null>;
  siteOrigin: string;
}

const accountUrl = (siteOrigin: string) => `${siteOrigin}/my-account`;

/** Marked due with its email still unsent (no verified address on an earlier run). */
const unsentNotice = (data: DocumentData) => {
  const stored = storedHandoverOf(data);
  return stored?.state === 'due' && stored.notifiedAt === null && !data.deletedAt;
};

/** Whether the membership is to be marked due, or its parent emailed, today. */
const needsNotice = (data: DocumentData, today: string) =>
  shouldMarkDue(handoverSubjectOf(data), today) || unsentNotice(data);

/**
 * One membership: marks its handover due and queues the parent's email in one
 * transaction. A record already marked whose email could not be sent (no verified address)
 * is emailed on a later run; none is emailed twice.
 */
async function markDue(
  { db, siteOrigin }: HandoverDueDeps,
  ref: DocumentReference,
  to: string | null,
  now: Date,
): Promise<boolean> {
  const today = associationDate(now);
  const outbox = mailOutbox(db, () => now);
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data) return false;
    if (!needsNotice(data, today)) return false;
    const subject = handoverSubjectOf(data);
    const unsent = unsentNotice(data);
    const owner = String(data.accountUid);
    if (to) {
      const language = await readMailLanguage(db, owner, tx);
      const name = `${data.firstName} ${data.lastName}`.trim();
      const handover = dueHandover(subject.dateOfBirth, now);
      outbox.queue(
        tx,
        handoverDueEmail(language, {
          to,
          name,
          dueOn: handover.dueOn,
          accountUrl: accountUrl(siteOrigin),
        }),
      );
      tx.update(ref, unsent ? { 'handover.notifiedAt': now } : { handover, updatedAt: now });
      return true;
    }
    if (!unsent)
      tx.update(ref, { handover: dueHandover(subject.dateOfBirth, null), updatedAt: now });
    return false;
  });
}

/**
 * The daily job's step for the handover at 18: memberships a parent registered whose
 * athlete is 18 today (or turned 18 within the last year) are marked handover due and the
 * parent is emailed, in their account's language, once. Answers the emails queued.
 */
export async function markHandoversDue(deps: HandoverDueDeps, now: Date): Promise<number> {
  const today = associationDate(now);
  // Born on or before this day, the athlete is 18 today (29 February: see eighteenthBirthday).
  const bornBy = addYearsIso(today, -MINOR_AGE);
  const bornAfter = addDaysIso(bornBy, -LOOKBACK_DAYS);
  const query = deps.db
    .collection('memberships')
    .where('dateOfBirth', '>', bornAfter)
    .where('dateOfBirth', '<=', bornBy)
    .orderBy('dateOfBirth');
  const recipients = new Map<string, Promise<string | null>>();
  let sent = 0;
  let last: QueryDocumentSnapshot | null = null;
  for (;;) {
    const snapshot = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    for (const doc of snapshot.docs) {
      const data = doc.data();
      if (!needsNotice(data, today)) continue;
      const owner = String(data.accountUid);
      let address = recipients.get(owner);
      if (!address) {
        address = deps.recipientOf(owner);
        recipients.set(owner, address);
      }
      if (await markDue(deps, doc.ref, await address, now)) sent += 1;
    }
    if (snapshot.size < PAGE) return sent;
    last = snapshot.docs[snapshot.docs.length - 1] ?? null;
  }
}
