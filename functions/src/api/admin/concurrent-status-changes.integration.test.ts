import request from 'supertest';

import { seedClub, seedMembership } from '../../test-support/admin-fixtures';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

// 50 transactions queue on one document in the emulator, on two shared cores.
jest.setTimeout(120_000);

const PARALLEL = 50;
const { db, clear } = isolatedFirestore('demo-iltkd-concurrent-admin');
// Every call gets an instant of its own, so each response and audit entry names its request.
const START = Date.parse('2026-03-01T12:00:00Z');
let tick = 0;
const app = testApp({ db, now: () => new Date(START + tick++) });
let admin: TestUser;

const asAdmin = (call: request.Test) => call.set({ authorization: `Bearer ${admin.idToken}` });

/** The values in turn until there are PARALLEL of them. */
const inTurn = <T>(values: readonly T[]) =>
  Array.from({ length: PARALLEL }, (_, index) => values[index % values.length] as T);

/** The record's audit entries in the order their transactions committed. */
async function auditInCommitOrder(recordId: string) {
  const snapshot = await db.collection('auditLog').where('recordId', '==', recordId).get();
  return (
    snapshot.docs
      // A Timestamp's string value sorts to the nanosecond.
      .sort((a, b) => (a.createTime.valueOf() < b.createTime.valueOf() ? -1 : 1))
      .map((doc) => ({
        at: doc.get('at').toDate().toISOString() as string,
        changedFields: doc.get('changedFields') as string[],
        committed: doc.createTime,
      }))
  );
}

/** A call that lost the race for the record too often is told to retry; nothing fails. */
function expectDoneOrRetryLater(responses: request.Response[]) {
  for (const response of responses.filter(({ status }) => status !== 200)) {
    expect([response.status, response.body.code, response.headers['retry-after']]).toEqual([
      429,
      'TOO_MANY_REQUESTS',
      '1',
    ]);
  }
  const done = responses.filter(({ status }) => status === 200).length;
  expect(done).toBeGreaterThan(0);
}

/**
 * Replays the committed writes in order: each request answered 200 has exactly one audit
 * entry, a refused one none, and each entry names the fields its write changed from the
 * state the previous write left: the status when it differed, and the year at the first
 * activation only (a membership's activatedAt and expiresAt, a club's expiresAt).
 */
async function expectSerialHistory(
  collection: 'memberships' | 'clubs',
  id: string,
  initialStatus: string,
  responses: request.Response[],
  requested: readonly string[],
  // The reason each status's request sends (none for approved).
  reasons: Record<string, string> = {},
) {
  expectDoneOrRetryLater(responses);
  const statusAt = new Map<string, string>();
  responses.forEach((response, index) => {
    if (response.status === 200) statusAt.set(response.body.updated_at, String(requested[index]));
  });
  const entries = await auditInCommitOrder(id);
  expect(entries).toHaveLength(statusAt.size);
  let status = initialStatus;
  let reason: string | null = null;
  let yearStarted = false;
  for (const entry of entries) {
    const next = statusAt.get(entry.at) ?? 'no request of this test';
    const given = reasons[next] ?? null;
    // A new status, or a reason given, replaces the reason (with null when none is given).
    const nextReason: string | null = next !== status || given !== null ? given : reason;
    const startsYear: boolean = next === 'active' && !yearStarted;
    const yearFields = collection === 'memberships' ? ['activatedAt', 'expiresAt'] : ['expiresAt'];
    const changed = [
      ...(startsYear ? yearFields : []),
      ...(next === status ? [] : ['status']),
      ...(nextReason === reason ? [] : ['statusReason']),
    ];
    expect(entry.changedFields).toEqual(changed);
    yearStarted ||= startsYear;
    status = next;
    reason = nextReason;
  }
  const stored = await db.doc(`${collection}/${id}`).get();
  const last = entries.at(-1);
  expect(stored.get('status')).toBe(status);
  expect(stored.get('updatedAt').toDate().toISOString()).toBe(last?.at);
  // The record's last write and the last audit entry committed in one transaction.
  expect(stored.updateTime?.valueOf()).toBe(last?.committed.valueOf());
  return entries;
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  await clear();
}, 30_000);

describe(`${PARALLEL} administrators acting on one membership at once`, () => {
  it('When they all approve it, then the first committed approval changes the status and every later one is audited as changing nothing', async () => {
    const { id } = await seedMembership(db, { status: 'in_review' });

    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        asAdmin(request(app).put(`/api/v1/memberships/${id}/admin`)).send({ status: 'approved' }),
      ),
    );

    const entries = await expectSerialHistory(
      'memberships',
      id,
      'in_review',
      responses,
      Array(PARALLEL).fill('approved'),
    );
    expect(entries.filter((entry) => entry.changedFields.length > 0)).toHaveLength(1);
    expect(entries[0]?.changedFields).toEqual(['status']);
  });

  it('When they approve, activate, suspend and cancel it at once, then the stored status is the last committed write, the audit replays to it and the membership year starts once', async () => {
    const { id } = await seedMembership(db, { status: 'in_review' });
    const path = `/api/v1/memberships/${id}`;
    const reasons = { active: 'Paid', suspended: 'Review', cancelled: 'Left' };
    // The edit dialog's route for approvals, the inline actions for the rest.
    const routes = {
      approved: () => asAdmin(request(app).put(`${path}/admin`)).send({ status: 'approved' }),
      active: () => asAdmin(request(app).post(`${path}/activate`)).send({ reason: reasons.active }),
      suspended: () =>
        asAdmin(request(app).post(`${path}/suspend`)).send({ reason: reasons.suspended }),
      cancelled: () =>
        asAdmin(request(app).post(`${path}/cancel`)).send({ reason: reasons.cancelled }),
    };
    const requested = inTurn(['approved', 'active', 'suspended', 'cancelled'] as const);

    const responses = await Promise.all(requested.map((status) => routes[status]()));

    await expectSerialHistory('memberships', id, 'in_review', responses, requested, reasons);
  });
});

describe(`${PARALLEL} administrators acting on one club at once`, () => {
  it('When they approve, activate and suspend it at once, then the stored status is the last committed write and the audit replays to it', async () => {
    const club = await seedClub(db, { status: 'application_received', paymentStatus: 'pending' });
    const requested = inTurn(['approved', 'active', 'suspended'] as const);
    // The edit dialog's PUT takes a reason for active and suspended, as the actions do.
    const reasons: Record<string, string> = { active: 'Paid', suspended: 'Review' };

    const responses = await Promise.all(
      requested.map((status) =>
        asAdmin(request(app).put(`/api/v1/club-memberships/${club.id}`)).send({
          status,
          ...(reasons[status] ? { status_reason: reasons[status] } : {}),
        }),
      ),
    );

    await expectSerialHistory(
      'clubs',
      club.id,
      'application_received',
      responses,
      requested,
      reasons,
    );
  });
});
