import { isolatedFirestore } from '../test-support/emulators';
import { approvedMembership, seed } from '../test-support/payment-fixtures';

import { runDailyJob, type DailyJobDeps } from './daily-job';

jest.setTimeout(30_000);

// Issue 33, the handover at 18: the daily job marks a membership a parent holds as due on
// the athlete's 18th birthday and emails the parent once; the clock moves through `now`.
const { db, clear } = isolatedFirestore('demo-iltkd-handover-due');
const SITE = 'https://members.example.org';
const unverified = new Set<string>();
const deps: DailyJobDeps = {
  db,
  siteOrigin: SITE,
  recipientOf: async (uid) => (unverified.has(uid) ? null : `${uid}@example.test`),
  gateway: {
    refundIntent: () => Promise.reject(new Error('No refund is owed in this suite.')),
  },
  settlement: { refundOwed: () => Promise.reject(new Error('No refund is owed in this suite.')) },
  deleteSignIn: async () => undefined,
};

/** 03:00 in Chicago in summer is 08:00 UTC: 09:00 UTC is the same association day. */
const runOn = (day: string) => runDailyJob(deps, new Date(`${day}T09:00:00Z`));

const child = (accountUid: string, fields: Record<string, unknown> = {}) =>
  approvedMembership(accountUid, {
    status: 'active',
    paymentStatus: 'paid',
    memberId: 'IL-2026-000042',
    firstName: 'Leo',
    lastName: 'Novak',
    dateOfBirth: '2009-06-15',
    isSelfRegistration: false,
    parentName: 'Ana Novak (parent)',
    ...fields,
  });

async function mails() {
  const snapshot = await db.collection('mail').get();
  return snapshot.docs.map(
    (doc) => doc.data() as { to: string; kind: string; message: { subject: string; text: string } },
  );
}
const handoverOf = async (id: string) => (await db.doc(`memberships/${id}`).get()).data()?.handover;

beforeEach(async () => {
  await clear();
  unverified.clear();
});

describe('the daily job: the handover at 18', () => {
  it('The day before the 18th birthday nothing happens; on the day the parent gets one email; after, no other', async () => {
    await seed(db, 'memberships/m-1', child('parent'));

    expect((await runOn('2027-06-14')).handoversDue).toBe(0);
    expect(await mails()).toEqual([]);
    expect(await handoverOf('m-1')).toBeUndefined();

    expect((await runOn('2027-06-15')).handoversDue).toBe(1);
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.to).toBe('parent@example.test');
    expect(mail?.kind).toBe('handoverDue');
    expect(mail?.message.subject).toBe('Leo Novak turns 18: hand over their membership');
    expect(mail?.message.text).toContain('turned 18 on June 15, 2027');
    expect(mail?.message.text).toContain(`${SITE}/my-account`);
    expect(await handoverOf('m-1')).toMatchObject({ state: 'due', dueOn: '2027-06-15' });

    expect((await runOn('2027-06-15')).handoversDue).toBe(0);
    expect((await runOn('2027-06-16')).handoversDue).toBe(0);
    expect((await runOn('2027-09-01')).handoversDue).toBe(0);
    expect(await mails()).toHaveLength(1);
    // Nothing else of the membership changed for the parent.
    const stored = (await db.doc('memberships/m-1').get()).data();
    expect(stored).toMatchObject({
      accountUid: 'parent',
      status: 'active',
      memberId: 'IL-2026-000042',
    });
  });

  it('writes to a Spanish-speaking parent in Spanish', async () => {
    await seed(db, 'accounts/madre', { preferredLanguage: 'es', deletedAt: null });
    await seed(db, 'memberships/m-1', child('madre'));

    await runOn('2027-06-15');

    const [mail] = await mails();
    expect(mail?.message.subject).toBe('Leo Novak cumple 18 años: traspase su membresía');
    expect(mail?.message.text).toContain('cumplió 18 años el 15 de junio de 2027');
  });

  it('asks nothing of an athlete who registered themselves, nor of a trashed membership', async () => {
    await seed(db, 'memberships/self', child('leo', { isSelfRegistration: true }));
    await seed(db, 'memberships/trashed', child('parent', { deletedAt: new Date('2027-01-01') }));

    expect((await runOn('2027-06-15')).handoversDue).toBe(0);
    expect(await mails()).toEqual([]);
    expect(await handoverOf('self')).toBeUndefined();
    // The same run may purge the trashed record, which blanks its handover (null): none asked.
    expect(await handoverOf('trashed')).toBeFalsy();
  });

  it('catches up a birthday the job missed, and emails a parent without a verified address once they have one', async () => {
    unverified.add('parent');
    await seed(db, 'memberships/m-1', child('parent', { dateOfBirth: '2009-05-01' }));

    expect((await runOn('2027-06-15')).handoversDue).toBe(0);
    expect(await handoverOf('m-1')).toMatchObject({
      state: 'due',
      dueOn: '2027-05-01',
      notifiedAt: null,
    });
    expect(await mails()).toEqual([]);

    unverified.delete('parent');
    expect((await runOn('2027-06-16')).handoversDue).toBe(1);
    expect((await runOn('2027-06-17')).handoversDue).toBe(0);
    expect(await mails()).toHaveLength(1);
  });

  it('an athlete born on 29 February is due on 1 March of a common year', async () => {
    await seed(db, 'memberships/m-1', child('parent', { dateOfBirth: '2008-02-29' }));

    expect((await runOn('2026-02-28')).handoversDue).toBe(0);
    expect((await runOn('2026-03-01')).handoversDue).toBe(1);
    expect(await handoverOf('m-1')).toMatchObject({ state: 'due', dueOn: '2026-03-01' });
  });
});
