import { isolatedFirestore } from '../test-support/emulators';
import { approvedMembership, seed } from '../test-support/payment-fixtures';

import { runDailyJob, type DailyJobDeps } from './daily-job';

jest.setTimeout(30_000);

// Issue 33: the holder and the administrators are reminded 30 days before a certification
// expires, once each; the clock moves through the job's `now`.
const { db, clear } = isolatedFirestore('demo-iltkd-certification-reminders');
const SITE = 'https://members.example.org';
const recipientOf = async (uid: string) => (uid === 'unverified' ? null : `${uid}@example.test`);
const deps: DailyJobDeps = {
  db,
  siteOrigin: SITE,
  recipientOf,
  gateway: {
    refundIntent: () => Promise.reject(new Error('No refund is owed in this suite.')),
  },
  settlement: { refundOwed: () => Promise.reject(new Error('No refund is owed in this suite.')) },
  deleteSignIn: async () => undefined,
};

/** The job's run on an association day: 03:00 in Chicago is 09:00 UTC in winter. */
const runOn = (day: string) => runDailyJob(deps, new Date(`${day}T09:00:00Z`));

const certification = (fields: Record<string, unknown> = {}) => ({
  membershipId: 'm-coach',
  ownerUid: 'coach',
  kind: 'background_check',
  documentReference: 'BG-4410',
  issuedOn: '2025-01-31',
  expiresOn: '2027-01-31',
  level: null,
  recordedBy: 'root',
  reminderSentFor: null,
  createdAt: new Date('2026-06-01T12:00:00Z'),
  updatedAt: new Date('2026-06-01T12:00:00Z'),
  deletedAt: null,
  ...fields,
});

async function mails() {
  const snapshot = await db.collection('mail').get();
  return snapshot.docs.map(
    (doc) => doc.data() as { to: string; kind: string; message: { subject: string; text: string } },
  );
}

beforeEach(async () => {
  await clear();
  await seed(db, 'accounts/coach', { email: 'coach@example.test', preferredLanguage: 'es' });
  await seed(db, 'accounts/root', { role: 'admin', deletedAt: null });
  await seed(db, 'accounts/member', { role: 'member', deletedAt: null });
  await seed(
    db,
    'memberships/m-coach',
    approvedMembership('coach', {
      role: 'coach',
      firstName: 'Carla',
      lastName: 'Diaz',
      status: 'active',
      paymentStatus: 'paid',
    }),
  );
});

describe('the daily job: certification reminders', () => {
  it('When the clock moves through 31, 30 and 29 days before the expiry, then the holder and the administrator are each reminded exactly once', async () => {
    await seed(db, 'certifications/c-bg', certification());

    expect((await runOn('2026-12-31')).certificationReminders).toBe(0);
    expect(await mails()).toEqual([]);

    expect((await runOn('2027-01-01')).certificationReminders).toBe(1);
    const sent = await mails();
    expect(sent.map((mail) => [mail.to, mail.kind]).sort()).toEqual([
      ['coach@example.test', 'certificationReminder.holder'],
      ['root@example.test', 'certificationReminder.admin'],
    ]);
    const toHolder = sent.find((mail) => mail.to === 'coach@example.test');
    expect(toHolder?.message.subject).toBe('Una certificación vence dentro de 30 días');
    expect(toHolder?.message.text).toContain('Carla Diaz');
    expect(toHolder?.message.text).toContain('BG-4410');
    expect((await db.doc('certifications/c-bg').get()).get('reminderSentFor')).toBe('2027-01-31');

    // The same day again, and the next day: nothing more.
    expect((await runOn('2027-01-01')).certificationReminders).toBe(0);
    expect((await runOn('2027-01-02')).certificationReminders).toBe(0);
    expect(await mails()).toHaveLength(2);
  });

  it('When a certification is removed, already past or far off, then nobody is reminded', async () => {
    await seed(
      db,
      'certifications/c-removed',
      certification({ deletedAt: new Date('2026-12-01T00:00:00Z') }),
    );
    await seed(db, 'certifications/c-past', certification({ expiresOn: '2026-12-31' }));
    await seed(db, 'certifications/c-far', certification({ expiresOn: '2027-06-30' }));

    expect((await runOn('2027-01-01')).certificationReminders).toBe(0);
    expect(await mails()).toEqual([]);
  });

  it('When a renewed certificate is recorded with a later expiry, then it gets its own reminder in its turn', async () => {
    await seed(db, 'certifications/c-bg', certification({ reminderSentFor: '2027-01-31' }));
    await seed(db, 'certifications/c-bg-2', certification({ expiresOn: '2027-03-02' }));

    expect((await runOn('2027-01-15')).certificationReminders).toBe(0);
    expect((await runOn('2027-01-31')).certificationReminders).toBe(1);
    expect((await db.doc('certifications/c-bg-2').get()).get('reminderSentFor')).toBe('2027-03-02');
  });
});
