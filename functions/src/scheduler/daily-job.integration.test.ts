import { eventEntryMetadata, itemAmount } from '../domain/payment-items';
import { intentMetadata, type PaymentGateway } from '../payments/payment-gateway';
import { paymentSettlement } from '../payments/settle-payment';
import { isolatedFirestore } from '../test-support/emulators';
import { approvedClub, approvedMembership, seed } from '../test-support/payment-fixtures';
import { startStripeDouble, type StripeDouble } from '../test-support/stripe-double';

import { runDailyJob, type DailyJobDeps } from './daily-job';

jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-daily-job');
const SITE = 'https://members.example.org';
const standingChanged: string[][] = [];
const signInsDeleted: string[] = [];
let stripe: StripeDouble;
// Started before the tests run: the job and the settlement reach it through this.
const refunds: Pick<PaymentGateway, 'refundIntent'> = {
  refundIntent: (...args) => stripe.gateway.refundIntent(...args),
};
const recipientOf = async (uid: string) => (uid === 'unverified' ? null : `${uid}@example.test`);
const settlement = paymentSettlement(db, () => new Date('2027-01-10T12:00:00Z'), recipientOf, {
  refunds,
});
const deps: DailyJobDeps = {
  db,
  siteOrigin: SITE,
  recipientOf,
  gateway: refunds,
  settlement,
  onStandingChanged: async (uids) => {
    standingChanged.push(uids);
  },
  deleteSignIn: async (uid) => {
    signInsDeleted.push(uid);
  },
};

/** The job's run on an association day: 03:00 in Chicago is 09:00 UTC in winter. */
const runOn = (day: string) => runDailyJob(deps, new Date(`${day}T09:00:00Z`));

const active = (expiresAt: string, fields: Record<string, unknown> = {}) =>
  approvedMembership('parent', {
    status: 'active',
    paymentStatus: 'paid',
    memberId: 'IL-2026-000042',
    firstName: 'Leo',
    lastName: 'Novak',
    activatedAt: new Date('2026-03-01T15:00:00Z'),
    expiresAt: new Date(expiresAt),
    ...fields,
  });

async function mails() {
  const snapshot = await db.collection('mail').get();
  return snapshot.docs.map(
    (doc) => doc.data() as { to: string; message: { subject: string; text: string } },
  );
}
const record = async (path: string) => (await db.doc(path).get()).data() ?? {};

beforeAll(async () => {
  stripe = await startStripeDouble();
});

afterAll(() => stripe.close());

afterEach(() => jest.restoreAllMocks());

beforeEach(async () => {
  await clear();
  standingChanged.length = 0;
  signInsDeleted.length = 0;
});

describe('the daily job: reminders', () => {
  it('When a membership is 31 days from its expiry, then nothing is sent; at 30, the first reminder', async () => {
    await seed(db, 'memberships/m-1', active('2027-03-01T15:00:00Z'));

    expect((await runOn('2027-01-29')).reminders).toBe(0);
    expect(await mails()).toEqual([]);

    expect((await runOn('2027-01-30')).reminders).toBe(1);
    const [mail] = await mails();
    expect(mail?.to).toBe('parent@example.test');
    expect(mail?.message.subject).toBe('Your membership expires in 30 days');
    expect(mail?.message.text).toContain('The membership of Leo Novak expires on March 1, 2027');
    expect(mail?.message.text).toContain(`${SITE}/my-account?membership_id=m-1&payment=renew`);
    expect((await record('memberships/m-1')).reminders).toEqual({
      expiresOn: '2027-03-01',
      sent: ['expires_in_30_days'],
    });
  });

  it('When the job runs twice the same day, then the second run sends nothing', async () => {
    await seed(db, 'memberships/m-1', active('2027-03-01T15:00:00Z'));
    await runOn('2027-01-30');

    expect((await runOn('2027-01-30')).reminders).toBe(0);
    expect(await mails()).toHaveLength(1);
  });

  it('When the 7-day mark and the expiry day come, then each reminder goes once, and the day before nothing', async () => {
    await seed(
      db,
      'memberships/m-1',
      active('2027-03-01T15:00:00Z', {
        reminders: { expiresOn: '2027-03-01', sent: ['expires_in_30_days'] },
      }),
    );

    expect((await runOn('2027-02-21')).reminders).toBe(0);
    expect((await runOn('2027-02-22')).reminders).toBe(1);
    expect((await runOn('2027-02-28')).reminders).toBe(0);
    // On the day the membership is still active until its hour, and the notice goes out.
    const onTheDay = await runOn('2027-03-01');
    expect(onTheDay).toMatchObject({ expired: 0, reapplying: 0, reminders: 1 });
    const next = await runOn('2027-03-02');
    expect(next).toMatchObject({ expired: 1, reapplying: 0, reminders: 0 });

    expect((await mails()).map((mail) => mail.message.subject).sort()).toEqual([
      'Your membership expires in 7 days',
      'Your membership has reached its expiry date',
    ]);
    const stored = await record('memberships/m-1');
    expect(stored.status).toBe('expired');
    expect(stored.reminders.sent).toEqual(['expires_in_30_days', 'expires_in_7_days', 'expired']);
    expect(standingChanged).toEqual([['parent']]);
  });

  it('When a membership expires on 29 February, then its dates are counted on the leap day', async () => {
    await seed(db, 'memberships/m-1', active('2028-02-29T15:00:00Z'));

    expect((await runOn('2028-01-29')).reminders).toBe(0);
    expect((await runOn('2028-01-30')).reminders).toBe(1);
    expect((await runOn('2028-02-22')).reminders).toBe(1);
    expect((await runOn('2028-02-29')).reminders).toBe(1);

    const texts = (await mails()).map((mail) => mail.message.text).join('\n');
    expect(texts).toContain('expired on February 29, 2028.');
  });

  it('When the expiry is early in January, then the reminders fall across the year end', async () => {
    await seed(db, 'memberships/m-1', active('2027-01-05T15:00:00Z'));

    expect((await runOn('2026-12-05')).reminders).toBe(0);
    expect((await runOn('2026-12-06')).reminders).toBe(1);
    expect((await runOn('2026-12-29')).reminders).toBe(1);
    expect((await runOn('2027-01-05')).reminders).toBe(1);
    expect((await record('memberships/m-1')).reminders).toEqual({
      expiresOn: '2027-01-05',
      sent: ['expires_in_30_days', 'expires_in_7_days', 'expired'],
    });
  });

  it('When a renewal moved the expiry, then a fresh set of reminders starts', async () => {
    await seed(
      db,
      'memberships/m-1',
      active('2028-03-01T15:00:00Z', {
        reminders: {
          expiresOn: '2027-03-01',
          sent: ['expires_in_30_days', 'expires_in_7_days', 'expired'],
        },
      }),
    );

    expect((await runOn('2028-01-31')).reminders).toBe(1);
    expect((await record('memberships/m-1')).reminders).toEqual({
      expiresOn: '2028-03-01',
      sent: ['expires_in_30_days'],
    });
  });

  it('When the account reads Spanish, then the reminder is in Spanish', async () => {
    await seed(db, 'accounts/parent', { preferredLanguage: 'es' });
    await seed(db, 'memberships/m-1', active('2027-03-01T15:00:00Z'));

    await runOn('2027-01-30');

    const [mail] = await mails();
    expect(mail?.message.subject).toBe('Su membresía vence en 30 días');
    expect(mail?.message.text).toContain('La membresía de Leo Novak vence el 1 de marzo de 2027');
  });

  it('When a club nears its expiry, then its owner gets the club link; its coach membership sends nothing', async () => {
    await seed(
      db,
      'clubs/c-1',
      approvedClub('owner', {
        status: 'active',
        paymentStatus: 'paid',
        expiresAt: new Date('2027-03-01T15:00:00Z'),
      }),
    );
    await seed(
      db,
      'memberships/coach',
      active('2027-03-01T15:00:00Z', { accountUid: 'owner', membershipTier: 'club' }),
    );

    expect((await runOn('2027-02-22')).reminders).toBe(1);

    const [mail] = await mails();
    expect(mail?.to).toBe('owner@example.test');
    expect(mail?.message.text).toContain('The club membership of Prairie State Taekwondo');
    expect(mail?.message.text).toContain(`${SITE}/my-account?club_id=c-1&payment=renew`);
    expect((await record('memberships/coach')).reminders).toBeUndefined();
  });

  it('When the owner has no verified address, or the record is trashed, then nothing is sent or logged', async () => {
    await seed(db, 'memberships/m-1', active('2027-03-01T15:00:00Z', { accountUid: 'unverified' }));
    await seed(
      db,
      'memberships/m-2',
      active('2027-03-01T15:00:00Z', { deletedAt: new Date('2027-01-01T00:00:00Z') }),
    );

    expect((await runOn('2027-01-30')).reminders).toBe(0);
    expect((await record('memberships/m-1')).reminders).toBeUndefined();
    expect(await mails()).toEqual([]);
  });
});

describe('the daily job: lapsed records', () => {
  it('When a record lapsed more than 365 days ago, then it goes back to application keeping its member ID', async () => {
    await seed(
      db,
      'memberships/old',
      active('2025-11-01T15:00:00Z', { status: 'expired', reminders: null }),
    );
    await seed(db, 'memberships/recent', active('2026-01-15T15:00:00Z', { status: 'expired' }));
    await seed(
      db,
      'clubs/old',
      approvedClub('owner', {
        status: 'expired',
        paymentStatus: 'paid',
        expiresAt: new Date('2025-10-01T15:00:00Z'),
      }),
    );

    const result = await runOn('2026-11-22');

    expect(result.reapplying).toBe(2);
    const old = await record('memberships/old');
    expect(old).toMatchObject({
      status: 'application_received',
      paymentStatus: 'pending',
      memberId: 'IL-2026-000042',
    });
    expect((await record('memberships/recent')).status).toBe('expired');
    expect((await record('clubs/old')).status).toBe('application_received');
    // A second run finds nothing more to move.
    expect((await runOn('2026-11-22')).reapplying).toBe(0);
  });

  it('When active records are past their expiry, then they expire and their owners are refreshed', async () => {
    await seed(db, 'memberships/lapsed', active('2026-11-01T15:00:00Z'));
    await seed(db, 'memberships/current', active('2027-03-01T15:00:00Z', { accountUid: 'other' }));

    const result = await runOn('2026-11-22');

    expect(result.expired).toBe(1);
    expect((await record('memberships/lapsed')).status).toBe('expired');
    expect((await record('memberships/current')).status).toBe('active');
    expect(standingChanged).toEqual([['parent']]);
  });
});

describe('the daily job: the trash', () => {
  const RUN_AT = new Date('2027-02-01T09:00:00Z');
  const daysBefore = (days: number) => new Date(RUN_AT.getTime() - days * 24 * 3_600_000);

  async function seedTrash(key: 'old' | 'new', days: number) {
    const trashedAt = daysBefore(days);
    await seed(db, `accounts/acc-${key}`, {
      uid: `acc-${key}`,
      email: `leo-${key}@example.test`,
      firstName: 'Leo',
      lastName: 'Novak',
      phone: '312-555-0100',
      role: 'member',
      deletedAt: trashedAt,
    });
    await seed(
      db,
      `memberships/m-${key}`,
      active('2027-06-01T15:00:00Z', { accountUid: 'parent', deletedAt: trashedAt }),
    );
    await seed(db, `directory/m-${key}`, { name: 'Leo Novak' });
    await seed(db, `eventEntries/seminar_m-${key}`, {
      eventId: 'seminar',
      membershipId: `m-${key}`,
      accountUid: 'parent',
      status: 'withdrawn',
      firstName: 'Leo',
      lastName: 'Novak',
      memberId: 'IL-2026-000042',
      searchTokens: ['leo', 'novak'],
    });
    await seed(db, `payments/pi_entry_m-${key}`, {
      accountUid: 'parent',
      kind: 'event_entry',
      eventEntryId: `seminar_m-${key}`,
      entryMembershipId: `m-${key}`,
      entrantName: 'Leo Novak',
      amount: 3000,
    });
    await seed(db, `clubs/c-${key}`, approvedClub('owner', { deletedAt: trashedAt }));
  }

  it('When records were trashed 91 days ago, then the daily job erases them; those trashed 89 days ago are kept', async () => {
    await seedTrash('old', 91);
    await seedTrash('new', 89);

    expect((await runDailyJob(deps, RUN_AT)).erased).toEqual({
      accounts: 1,
      memberships: 1,
      clubs: 1,
    });

    // Trashed 91 days ago: the person is gone from the account, the membership, its
    // directory entry and entry, the payment for that entry, and the club.
    expect((await db.doc('accounts/acc-old').get()).exists).toBe(false);
    expect(signInsDeleted).toEqual(['acc-old']);
    const membership = await record('memberships/m-old');
    expect(membership).toMatchObject({ firstName: '', lastName: '', erasedAt: expect.anything() });
    expect(JSON.stringify(membership)).not.toMatch(/Leo|Novak|847-555-0133/);
    expect((await db.doc('directory/m-old').get()).exists).toBe(false);
    expect(JSON.stringify(await record('eventEntries/seminar_m-old'))).not.toMatch(/Leo|Novak/);
    // Each closed as it was: the membership cancelled, still dated the day it was trashed;
    // the entry withdrawn (now, as it had no date), both marked erased.
    expect(membership.status).toBe('cancelled');
    expect(membership.deletedAt.toDate()).toEqual(daysBefore(91));
    expect(await record('eventEntries/seminar_m-old')).toMatchObject({
      status: 'withdrawn',
      withdrawnAt: expect.anything(),
      erasedAt: expect.anything(),
    });
    expect(await record('payments/pi_entry_m-old')).toMatchObject({
      entrantName: null,
      amount: 3000,
    });
    const club = await record('clubs/c-old');
    expect(club.clubInfo).toMatchObject({ clubOwnerName: '', clubEmail: '', clubPhone: '' });
    expect(club.erasedAt).toBeTruthy();

    // Trashed 89 days ago: everything as it was, still restorable.
    expect(await record('accounts/acc-new')).toMatchObject({ firstName: 'Leo' });
    expect(await record('memberships/m-new')).toMatchObject({ firstName: 'Leo' });
    expect((await record('memberships/m-new')).erasedAt).toBeUndefined();
    expect((await db.doc('directory/m-new').get()).exists).toBe(true);
    expect(await record('eventEntries/seminar_m-new')).toMatchObject({ firstName: 'Leo' });
    expect(await record('payments/pi_entry_m-new')).toMatchObject({ entrantName: 'Leo Novak' });
    expect((await record('clubs/c-new')).clubInfo).toMatchObject({ clubOwnerName: 'Rosa Diaz' });
  });

  it('When the job runs again, then nothing more is erased', async () => {
    await seedTrash('old', 91);
    await runDailyJob(deps, RUN_AT);
    signInsDeleted.length = 0;

    await runDailyJob(deps, RUN_AT);
    expect(signInsDeleted).toEqual([]);
    expect(await db.collection('auditLog').where('action', '==', 'erase').get()).toHaveProperty(
      'size',
      3,
    );
  });
});

describe('the daily job: refunds owed', () => {
  const refusal = new Error('Stripe refund failed: timeout');
  let intents = 0;

  /** A new intent paid at Stripe (the local stand-in, shared by the tests). */
  async function paidIntent(amount: number, metadata: Record<string, string>) {
    intents += 1;
    const intent = await stripe.gateway.createIntent({
      amount,
      currency: 'usd',
      metadata,
      idempotencyKey: `daily-job-test-${intents}`,
    });
    return stripe.gateway.confirmWithTestMethod(intent.id, 'pm_card_visa');
  }

  it("When Stripe refused a withdrawal's refund, then the next daily run refunds it once and the entry reads refunded", async () => {
    const intent = await paidIntent(
      3000,
      eventEntryMetadata('parent', { entryId: 'ev-1_m-1', feeCents: 3000 }),
    );
    // As the member's withdrawal leaves it when Stripe refused the refund that followed.
    const withdrawnAt = new Date('2027-01-10T12:00:00Z');
    await seed(db, 'eventEntries/ev-1_m-1', {
      eventId: 'ev-1',
      membershipId: 'm-1',
      accountUid: 'parent',
      status: 'withdrawn',
      feeCents: 3000,
      paymentIntentId: intent.id,
      paymentStatus: 'paid',
      firstName: 'Leo',
      lastName: 'Novak',
      withdrawnAt,
      refundDue: true,
      updatedAt: withdrawnAt,
    });
    const refundIntent = jest.spyOn(stripe.gateway, 'refundIntent');

    const result = await runOn('2027-01-11');

    expect(result.refunds).toBe(1);
    expect(refundIntent.mock.calls).toEqual([[intent.id, `withdraw-ev-1_m-1-${intent.id}`]]);
    expect(await record('eventEntries/ev-1_m-1')).toMatchObject({
      status: 'withdrawn',
      paymentStatus: 'refunded',
      refundDue: false,
      refundedAt: expect.anything(),
    });
    expect((await runOn('2027-01-12')).refunds).toBe(0);
    expect(refundIntent).toHaveBeenCalledTimes(1);
  });

  it('When Stripe refused the refund of dues paid twice, then the next daily run refunds it once and mails the payer', async () => {
    await seed(db, 'memberships/m-1', approvedMembership('parent'));
    const metadata = intentMetadata('membership', 'parent', [
      { kind: 'membership', id: 'm-1', purpose: 'first', tier: 'basic', renewsFrom: null },
    ]);
    const amount = itemAmount({ kind: 'membership', tier: 'basic' });
    const first = await paidIntent(amount, metadata);
    const second = await paidIntent(amount, metadata);
    const refundIntent = jest.spyOn(stripe.gateway, 'refundIntent').mockRejectedValueOnce(refusal);
    await settlement.succeeded(first);
    await settlement.succeeded(second);
    expect(await record(`payments/${second.id}`)).toMatchObject({
      refundDue: true,
      refundDueCents: amount,
    });

    const result = await runOn('2027-01-11');

    expect(result.refunds).toBe(1);
    expect(refundIntent).toHaveBeenCalledTimes(2);
    expect(refundIntent.mock.calls[1]).toEqual([second.id, `paid-twice-${second.id}`, amount]);
    expect((await record(`payments/${second.id}`)).refundDue).toBe(false);
    expect((await runOn('2027-01-12')).refunds).toBe(0);
    expect(refundIntent).toHaveBeenCalledTimes(2);
    const refundMails = (await mails()).filter(
      (mail) => mail.message.subject === 'Payment refunded: already paid',
    );
    expect(refundMails.map((mail) => mail.to)).toEqual(['parent@example.test']);
  });

  it('When Stripe refuses again, then the refund stays owed for the next run', async () => {
    await seed(db, 'memberships/m-1', approvedMembership('parent'));
    const metadata = intentMetadata('membership', 'parent', [
      { kind: 'membership', id: 'm-1', purpose: 'first', tier: 'basic', renewsFrom: null },
    ]);
    const amount = itemAmount({ kind: 'membership', tier: 'basic' });
    const first = await paidIntent(amount, metadata);
    const second = await paidIntent(amount, metadata);
    jest.spyOn(stripe.gateway, 'refundIntent').mockRejectedValue(refusal);
    await settlement.succeeded(first);
    await settlement.succeeded(second);

    expect((await runOn('2027-01-11')).refunds).toBe(0);

    expect((await record(`payments/${second.id}`)).refundDue).toBe(true);
    jest.restoreAllMocks();
    expect((await runOn('2027-01-12')).refunds).toBe(1);
    expect((await record(`payments/${second.id}`)).refundDue).toBe(false);
  });
});
