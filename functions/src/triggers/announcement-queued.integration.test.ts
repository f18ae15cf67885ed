import { isolatedFirestore } from '../test-support/emulators';

import { announcementQueued } from './announcement-queued';

jest.setTimeout(30_000);

// Issue 34: an announcement that becomes queued sends its first batch at once.
const { db, clear } = isolatedFirestore('demo-iltkd-announcement-queued');
const now = new Date('2026-11-28T12:00:00Z');
const trigger = announcementQueued({
  db,
  mailLinkSecret: () => 'the-trigger-test-secret-32-characters-long',
  siteOrigin: 'https://members.example.org',
  batchSize: 2,
});

async function seedQueued(id: string, recipients: number) {
  await db.doc(`announcements/${id}`).set({
    kind: 'association_news',
    clubName: null,
    subjectEn: 'Renew before December 31',
    bodyEn: 'Renew on My Account.',
    subjectEs: '',
    bodyEs: '',
    status: 'queued',
    counts: { recipients, queued: 0, excludedUnsubscribed: 0, excludedNoVerifiedAddress: 0 },
    sentAt: now,
  });
  for (let index = 0; index < recipients; index += 1) {
    await db.doc(`announcementRecipients/${id}_u${index}`).set({
      announcementId: id,
      uid: `u${index}`,
      email: `u${index}@example.test`,
      language: 'es',
      state: 'pending',
      mailId: null,
    });
  }
}
const mailCount = async () => (await db.collection('mail').count().get()).data().count;

beforeEach(async () => {
  await clear();
});

describe('the announcement-queued trigger', () => {
  it('When the status changes to queued, then one batch of that announcement goes out', async () => {
    await seedQueued('a1', 3);
    const result = await trigger.announcementUpdated(
      'a1',
      { status: 'draft' },
      { status: 'queued' },
      now,
    );
    expect(result).toEqual({ queued: 2, sent: [] });
    expect(await mailCount()).toBe(2);
  });

  it('When it was already queued, or is not queued, then nothing is sent', async () => {
    await seedQueued('a1', 3);
    expect(
      await trigger.announcementUpdated('a1', { status: 'queued' }, { status: 'queued' }, now),
    ).toBeNull();
    expect(
      await trigger.announcementUpdated('a1', { status: 'queued' }, { status: 'cancelled' }, now),
    ).toBeNull();
    expect(await mailCount()).toBe(0);
  });
});
