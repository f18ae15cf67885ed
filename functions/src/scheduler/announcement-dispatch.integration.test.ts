import { verifyUnsubscribeToken } from '../mail/unsubscribe-token';
import { isolatedFirestore } from '../test-support/emulators';

import {
  dispatchAnnouncements,
  queueMails,
  type AnnouncementDispatchDeps,
} from './announcement-dispatch';

jest.setTimeout(60_000);

// Issue 34: the dispatcher turns a queued announcement's pending recipients into `mail`
// documents, a batch a run, the oldest announcement first, never twice, stopping on cancel.
const { db, clear } = isolatedFirestore('demo-iltkd-announcement-dispatch');
const SECRET = 'the-dispatch-test-secret-32-characters-or-more';
const SITE = 'https://members.example.org';
const deps = (batchSize: number): AnnouncementDispatchDeps => ({
  db,
  mailLinkSecret: () => SECRET,
  siteOrigin: SITE,
  batchSize,
});
const now = new Date('2026-11-28T12:00:00Z');

async function queuedAnnouncement(
  id: string,
  recipients: number,
  { sentAt = now, fields = {} }: { sentAt?: Date; fields?: Record<string, unknown> } = {},
) {
  await db.doc(`announcements/${id}`).set({
    scope: 'association',
    kind: 'events',
    clubId: null,
    clubName: null,
    subjectEn: `Entries open (${id})`,
    bodyEn: 'Entries for the state championship open **Monday**.',
    subjectEs: `Inscripciones abiertas (${id})`,
    bodyEs: 'Las inscripciones abren el lunes.',
    status: 'queued',
    counts: { recipients, queued: 0, excludedUnsubscribed: 0, excludedNoVerifiedAddress: 0 },
    sentAt,
    createdAt: sentAt,
    ...fields,
  });
  const writer = db.bulkWriter();
  for (let index = 0; index < recipients; index += 1) {
    const uid = `${id}-member-${index}`;
    void writer.set(db.doc(`announcementRecipients/${id}_${uid}`), {
      announcementId: id,
      uid,
      email: `${uid}@example.test`,
      language: index % 2 === 0 ? 'en' : 'es',
      state: 'pending',
      mailId: null,
      kind: 'events',
      clubId: null,
      createdAt: sentAt,
      queuedAt: null,
    });
  }
  await writer.close();
}

interface StoredMail {
  to: string;
  kind: string;
  announcementId: string;
  message: { subject: string; text: string; headers?: Record<string, string> };
}
async function mails(): Promise<StoredMail[]> {
  return (await db.collection('mail').get()).docs.map((doc) => doc.data() as StoredMail);
}
const announcement = async (id: string) => (await db.doc(`announcements/${id}`).get()).data();
async function recipientStates(id: string) {
  const snapshot = await db
    .collection('announcementRecipients')
    .where('announcementId', '==', id)
    .get();
  const states: Record<string, number> = {};
  for (const doc of snapshot.docs) states[doc.get('state')] = (states[doc.get('state')] ?? 0) + 1;
  return states;
}

beforeEach(async () => {
  await clear();
});

describe('the announcement dispatcher', () => {
  it('When an announcement is queued, then each run writes at most a batch of mails, one per recipient, and the last run marks it sent', async () => {
    await queuedAnnouncement('a1', 5);

    expect(await dispatchAnnouncements(deps(2), now)).toEqual({ queued: 2, sent: [] });
    expect(await mails()).toHaveLength(2);
    expect((await announcement('a1'))?.counts.queued).toBe(2);
    expect(await recipientStates('a1')).toEqual({ pending: 3, queued: 2 });

    expect((await dispatchAnnouncements(deps(2), now)).queued).toBe(2);
    expect(await dispatchAnnouncements(deps(2), now)).toEqual({ queued: 1, sent: ['a1'] });
    expect((await announcement('a1'))?.status).toBe('sent');
    expect((await announcement('a1'))?.counts.queued).toBe(5);

    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      [0, 1, 2, 3, 4].map((index) => `a1-member-${index}@example.test`).sort(),
    );
    expect(await dispatchAnnouncements(deps(2), now)).toEqual({ queued: 0, sent: [] });
    expect(await mails()).toHaveLength(5);
  });

  it('When a mail is written, then it is the recipient’s language with their own signed unsubscribe link and headers, and the recipient names it', async () => {
    await queuedAnnouncement('a1', 2);
    await dispatchAnnouncements(deps(10), now);
    const sent = await mails();
    const english = sent.find((mail) => mail.to === 'a1-member-0@example.test');
    const spanish = sent.find((mail) => mail.to === 'a1-member-1@example.test');
    expect(english?.message.subject).toBe('Entries open (a1)');
    expect(spanish?.message.subject).toBe('Inscripciones abiertas (a1)');
    expect(english?.kind).toBe('announcement');
    expect(english?.announcementId).toBe('a1');
    expect(english?.message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = /token=([^>]+)>/.exec(english?.message.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(await verifyUnsubscribeToken(SECRET, decodeURIComponent(token ?? ''))).toEqual({
      uid: 'a1-member-0',
      kind: 'events',
      email: 'a1-member-0@example.test',
      aid: 'a1',
    });
    expect(english?.message.text).toContain(`${SITE}/unsubscribe?token=`);

    const recipient = (await db.doc('announcementRecipients/a1_a1-member-0').get()).data();
    expect(recipient?.state).toBe('queued');
    expect(recipient?.queuedAt.toDate()).toEqual(now);
    const mailDoc = await db.doc(`mail/${recipient?.mailId}`).get();
    expect(mailDoc.get('to')).toBe('a1-member-0@example.test');
  });

  it('When two announcements are queued, then the oldest is served first and the batch spans both', async () => {
    await queuedAnnouncement('newer', 2, { sentAt: new Date('2026-11-28T11:00:00Z') });
    await queuedAnnouncement('older', 2, { sentAt: new Date('2026-11-28T10:00:00Z') });

    expect((await dispatchAnnouncements(deps(3), now)).queued).toBe(3);
    expect(await recipientStates('older')).toEqual({ queued: 2 });
    expect(await recipientStates('newer')).toEqual({ pending: 1, queued: 1 });
    expect((await announcement('older'))?.status).toBe('sent');
    expect((await announcement('newer'))?.status).toBe('queued');
  });

  it('When two runs overlap, then no recipient gets two mails and the count matches', async () => {
    await queuedAnnouncement('a1', 30);
    const runs = await Promise.all([
      dispatchAnnouncements(deps(30), now),
      dispatchAnnouncements(deps(30), now),
      dispatchAnnouncements(deps(30), now, { announcementId: 'a1' }),
    ]);
    expect(runs.reduce((total, run) => total + run.queued, 0)).toBe(30);
    const sent = await mails();
    expect(sent).toHaveLength(30);
    expect(new Set(sent.map((mail) => mail.to)).size).toBe(30);
    expect((await announcement('a1'))?.counts.queued).toBe(30);
    await dispatchAnnouncements(deps(30), now);
    expect((await announcement('a1'))?.status).toBe('sent');
  });

  it('When two runs read the same recipients as pending, then only one writes their mails', async () => {
    await queuedAnnouncement('a1', 10);
    const recipients = Array.from({ length: 10 }, (_, index) => ({
      uid: `a1-member-${index}`,
      email: `a1-member-${index}@example.test`,
      language: 'en' as const,
    }));
    const written = await Promise.all([
      queueMails(deps(10), 'a1', recipients, now),
      queueMails(deps(10), 'a1', recipients, now),
    ]);
    expect(written.reduce((total, count) => total + count, 0)).toBe(10);
    expect(await mails()).toHaveLength(10);
    expect((await announcement('a1'))?.counts.queued).toBe(10);
  });

  it('When the announcement is cancelled between runs, then nothing more is written and it stays cancelled', async () => {
    await queuedAnnouncement('a1', 4);
    await dispatchAnnouncements(deps(1), now);
    await db.doc('announcements/a1').update({ status: 'cancelled', cancelledAt: now });

    expect(await dispatchAnnouncements(deps(10), now)).toEqual({ queued: 0, sent: [] });
    expect(await dispatchAnnouncements(deps(10), now, { announcementId: 'a1' })).toEqual({
      queued: 0,
      sent: [],
    });
    expect(await mails()).toHaveLength(1);
    expect((await announcement('a1'))?.status).toBe('cancelled');
  });

  it('When a recipient unsubscribed from the kind after the send, then they get no mail and the rest do', async () => {
    await queuedAnnouncement('a1', 3);
    await db.doc('mailPreferences/a1-member-1').set({ events: false });
    await db.doc('mailPreferences/a1-member-2').set({ association_news: false });

    expect(await dispatchAnnouncements(deps(10), now)).toEqual({ queued: 2, sent: ['a1'] });
    expect((await mails()).map((mail) => mail.to).sort()).toEqual([
      'a1-member-0@example.test',
      'a1-member-2@example.test',
    ]);
    expect(await recipientStates('a1')).toEqual({ queued: 2, cancelled: 1 });
    expect((await announcement('a1'))?.counts.queued).toBe(2);
  });

  it('When drafts or sent announcements have pending recipients, then they are not mailed', async () => {
    await queuedAnnouncement('draft', 2, { fields: { status: 'draft' } });
    expect(await dispatchAnnouncements(deps(10), now)).toEqual({ queued: 0, sent: [] });
    expect(await mails()).toEqual([]);
  });

  it('When 2,000 recipients are queued, then runs of the configured size mail them all, each once', async () => {
    await queuedAnnouncement('big', 2000);
    const first = await dispatchAnnouncements(deps(1000), now);
    expect(first.queued).toBe(1000);
    const second = await dispatchAnnouncements(deps(1000), now);
    expect(second).toEqual({ queued: 1000, sent: ['big'] });
    const sent = await mails();
    expect(new Set(sent.map((mail) => mail.to)).size).toBe(2000);
    expect((await announcement('big'))?.counts.queued).toBe(2000);
  });
});
