import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
} from 'firebase-admin/firestore';

import { CERTIFICATION_REMINDER_DAYS, certificationReminderDue } from '../domain/certifications';
import { addDaysIso } from '../domain/dates';
import { associationDate } from '../domain/renewal';
import { readMailLanguage } from '../firestore/collections/accounts';
import { CERTIFICATIONS, storedCertificationOf } from '../firestore/collections/certifications';
import { readMembershipIn } from '../firestore/collections/memberships';
import { certificationReminderEmail } from '../mail/certification-reminder-email';
import { mailOutbox } from '../mail/mail-outbox';

const PAGE = 200;

/** Every document a query finds, page by page on a cursor. */
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

export interface CertificationRemindersDeps {
  db: Firestore;
  /** A verified sign-in address, or null (that reader is then left out). */
  recipientOf: (uid: string) => Promise<string | null>;
  siteOrigin: string;
}

/** The live administrators' addresses, each with their uid. */
async function administrators({ db, recipientOf }: CertificationRemindersDeps) {
  const snapshot = await db
    .collection('accounts')
    .where('role', '==', 'admin')
    .where('deletedAt', '==', null)
    .get();
  const found = await Promise.all(
    snapshot.docs.map(async (doc) => ({ uid: doc.id, to: await recipientOf(doc.id) })),
  );
  return found.flatMap(({ uid, to }) => (to ? [{ uid, to }] : []));
}

/**
 * Queues one certification's reminder to its holder and each administrator, and marks it
 * sent for its expiry date, in one transaction: a second run finds it sent.
 */
async function remind(
  deps: CertificationRemindersDeps,
  ref: DocumentReference,
  admins: { uid: string; to: string }[],
  holderTo: string | null,
  now: Date,
): Promise<boolean> {
  const { db, siteOrigin } = deps;
  const today = associationDate(now);
  const outbox = mailOutbox(db, () => now);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return false;
    const certification = storedCertificationOf(ref.id, snapshot.data() ?? {});
    const { expiresOn, reminderSentFor } = certification;
    if (certification.deletedAt || !certificationReminderDue(expiresOn, today, reminderSentFor)) {
      return false;
    }
    const membership = await readMembershipIn(tx, db, certification.membershipId);
    if (!membership || membership.deletedAt) return false;
    const readers = [
      ...(holderTo
        ? [{ uid: certification.ownerUid, to: holderTo, reader: 'holder' as const }]
        : []),
      ...admins.map((admin) => ({ ...admin, reader: 'admin' as const })),
    ];
    const languages = await Promise.all(
      readers.map((reader) => readMailLanguage(db, reader.uid, tx)),
    );
    readers.forEach(({ to, reader }, index) => {
      outbox.queue(
        tx,
        certificationReminderEmail(languages[index] ?? 'en', {
          to,
          reader,
          kind: certification.kind,
          name: `${membership.firstName} ${membership.lastName}`,
          documentReference: certification.documentReference,
          expiresOn,
          url: reader === 'holder' ? `${siteOrigin}/my-account` : `${siteOrigin}/admin`,
        }),
      );
    });
    tx.update(ref, { reminderSentFor: expiresOn, updatedAt: now });
    return true;
  });
}

/**
 * Reminds the holder and the administrators of every certification that expires within 30
 * days, once per certification and expiry date (its reminderSentFor marker).
 */
export async function sendCertificationReminders(
  deps: CertificationRemindersDeps,
  now: Date,
): Promise<number> {
  const today = associationDate(now);
  const query = deps.db
    .collection(CERTIFICATIONS)
    .where('deletedAt', '==', null)
    .where('expiresOn', '>=', today)
    .where('expiresOn', '<=', addDaysIso(today, CERTIFICATION_REMINDER_DAYS))
    .orderBy('expiresOn');
  let admins: { uid: string; to: string }[] | null = null;
  let sent = 0;
  for await (const docs of pagesOf(query)) {
    for (const doc of docs) {
      const certification = storedCertificationOf(doc.id, doc.data() ?? {});
      const due = certificationReminderDue(
        certification.expiresOn,
        today,
        certification.reminderSentFor,
      );
      if (!due) continue;
      admins ??= await administrators(deps);
      const holderTo = await deps.recipientOf(certification.ownerUid);
      if (await remind(deps, doc.ref, admins, holderTo, now)) sent += 1;
    }
  }
  return sent;
}
