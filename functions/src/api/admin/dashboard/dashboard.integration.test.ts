import type { WriteBatch } from 'firebase-admin/firestore';
import request from 'supertest';

import { seedAccount } from '../../../test-support/admin-fixtures';
import { createTestUser, isolatedFirestore, type TestUser } from '../../../test-support/emulators';
import { testApp } from '../../../test-support/test-app';
import {
  CLUB_MEMBER_COUNT_MARKS,
  CLUB_MEMBER_COUNTS,
  clubMemberCounts,
} from '../../../triggers/club-member-counts';

// Each test seeds a hundred records through the emulator on machines shared with other suites.
jest.setTimeout(90_000);

// Issue 33, board dashboard: every figure from an aggregation query or a trigger-kept counter.
const { db, clear } = isolatedFirestore('demo-iltkd-dashboard');
const NOW = new Date('2026-11-28T17:00:00Z');
const app = testApp({ db, now: () => NOW });
let admin: TestUser;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const at = (iso: string) => new Date(iso);

interface MembershipSeed {
  status: string;
  tier?: string;
  division?: string | null;
  clubId?: string | null;
  activatedAt?: string | null;
  expiresAt?: string | null;
  deleted?: boolean;
}

/** The memberships of one copy of the association (see the expected figures below). */
function membershipsOfOneCopy(): MembershipSeed[] {
  const seeds: MembershipSeed[] = [];
  // Club k has k active members: 45, champion, Junior, activated in March.
  for (let k = 1; k <= 9; k += 1) {
    for (let n = 0; n < k; n += 1) {
      seeds.push({
        status: 'active',
        tier: 'champion',
        division: 'Junior',
        clubId: `club-${k}`,
        activatedAt: '2026-03-10T15:00:00Z',
        expiresAt: '2027-03-10T15:00:00Z',
      });
    }
  }
  // Five active basic members of no club, activated in November; four renew within 60 days.
  const noClub = { status: 'active', tier: 'basic', activatedAt: '2026-11-02T15:00:00Z' };
  for (const expiresAt of ['2026-12-15T12:00:00Z', '2026-12-15T12:00:00Z', '2026-12-15T12:00:00Z'])
    seeds.push({ ...noClub, division: 'Youth', expiresAt });
  seeds.push({ ...noClub, division: null, expiresAt: '2027-01-27T16:00:00Z' });
  seeds.push({ ...noClub, division: null, expiresAt: '2027-01-27T18:00:00Z' });
  // One active club-tier record activated before the window, past its expiry (not yet expired).
  seeds.push({
    status: 'active',
    tier: 'club',
    division: 'Senior',
    activatedAt: '2025-11-15T15:00:00Z',
    expiresAt: '2026-11-28T16:00:00Z',
  });
  seeds.push({ status: 'pending_payment' }, { status: 'pending_payment' }, { status: 'in_review' });
  // 05:00 UTC on 1 December is still 30 November in Chicago: outside the twelve months.
  seeds.push({ status: 'expired', activatedAt: '2025-12-01T05:00:00Z' });
  seeds.push({ status: 'expired', activatedAt: '2025-12-01T07:00:00Z' });
  seeds.push({ status: 'expired', activatedAt: '2025-12-01T07:00:00Z' });
  seeds.push({
    status: 'suspended',
    clubId: 'club-1',
    activatedAt: '2026-06-30T12:00:00Z',
    expiresAt: '2026-12-01T12:00:00Z',
  });
  // Deleted: counted nowhere.
  seeds.push({
    status: 'active',
    tier: 'champion',
    division: 'Junior',
    clubId: 'club-9',
    activatedAt: '2026-11-03T12:00:00Z',
    expiresAt: '2026-12-01T12:00:00Z',
    deleted: true,
  });
  return seeds;
}

const PAYMENTS: {
  status: string;
  amount: number;
  completedAt: string | null;
  amountRefunded?: number;
}[] = [
  { status: 'completed', amount: 5000, completedAt: '2026-03-10T15:00:00Z' },
  { status: 'completed', amount: 5000, completedAt: '2026-03-11T15:00:00Z' },
  { status: 'completed', amount: 5000, completedAt: '2026-03-12T15:00:00Z' },
  // 23:00 on 31 October in Chicago.
  { status: 'completed', amount: 2500, completedAt: '2026-11-01T04:00:00Z' },
  { status: 'completed', amount: 7000, completedAt: '2026-11-20T15:00:00Z' },
  // Partly refunded: 2000 of it counts.
  { status: 'completed', amount: 3000, completedAt: '2026-11-25T15:00:00Z', amountRefunded: 1000 },
  { status: 'refunded', amount: 9999, completedAt: '2026-11-21T15:00:00Z' },
  { status: 'pending', amount: 1234, completedAt: null },
  { status: 'completed', amount: 4000, completedAt: '2025-11-30T12:00:00Z' },
];

const CERTIFICATIONS: { expiresOn: string; deleted?: boolean }[] = [
  { expiresOn: '2026-11-28' },
  { expiresOn: '2026-12-28' },
  { expiresOn: '2026-12-29' },
  { expiresOn: '2027-01-27' },
  { expiresOn: '2027-01-28' },
  { expiresOn: '2026-11-27' },
  { expiresOn: '2026-12-01', deleted: true },
];

async function inBatches(writes: ((batch: WriteBatch) => void)[]) {
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + 400)) write(batch);
    await batch.commit();
  }
}

/** Clubs and events once; memberships, payments and certifications `copies` times. */
async function seedAssociation(copies: number) {
  const writes: ((batch: WriteBatch) => void)[] = [];
  const membershipIds: string[] = [];
  for (let k = 1; k <= 9; k += 1) {
    writes.push((b) =>
      b.set(db.doc(`clubs/club-${k}`), { status: 'active', clubInfo: { clubName: `Club ${k}` } }),
    );
  }
  // Twelve upcoming public events (the dashboard shows ten), and three it must leave out.
  const upcoming = [
    '2026-11-28',
    ...Array.from({ length: 11 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`),
  ];
  upcoming.forEach((date, i) =>
    writes.push((b) =>
      b.set(db.doc(`events/event-${i}`), {
        title: `Event ${i}`,
        date,
        published: true,
        cancelledAt: null,
        entryCounts: { entered: i, waiting: i % 2 },
      }),
    ),
  );
  const left = { title: 'Left out', entryCounts: { entered: 50, waiting: 0 } };
  writes.push((b) =>
    b.set(db.doc('events/past'), {
      ...left,
      date: '2026-11-27',
      published: true,
      cancelledAt: null,
    }),
  );
  writes.push((b) =>
    b.set(db.doc('events/cancelled'), {
      ...left,
      date: '2026-11-29',
      published: true,
      cancelledAt: NOW,
    }),
  );
  writes.push((b) =>
    b.set(db.doc('events/draft'), {
      ...left,
      date: '2026-11-29',
      published: false,
      cancelledAt: null,
    }),
  );

  for (let copy = 0; copy < copies; copy += 1) {
    membershipsOfOneCopy().forEach((m, i) => {
      const id = `m-${copy}-${i}`;
      membershipIds.push(id);
      writes.push((b) =>
        b.set(db.doc(`memberships/${id}`), {
          accountUid: `account-${copy}-${i}`,
          status: m.status,
          membershipTier: m.tier ?? 'basic',
          division: m.division ?? null,
          clubId: m.clubId ?? null,
          activatedAt: m.activatedAt ? at(m.activatedAt) : null,
          expiresAt: m.expiresAt ? at(m.expiresAt) : null,
          createdAt: at('2025-01-01T12:00:00Z'),
          deletedAt: m.deleted ? at('2026-11-10T12:00:00Z') : null,
        }),
      );
    });
    PAYMENTS.forEach((p, i) =>
      writes.push((b) =>
        b.set(db.doc(`payments/pi-${copy}-${i}`), {
          ...p,
          completedAt: p.completedAt ? at(p.completedAt) : null,
          currency: 'usd',
          createdAt: at('2025-01-01T12:00:00Z'),
        }),
      ),
    );
    CERTIFICATIONS.forEach((c, i) =>
      writes.push((b) =>
        b.set(db.doc(`certifications/cert-${copy}-${i}`), {
          membershipId: `m-${copy}-0`,
          kind: 'safesport',
          expiresOn: c.expiresOn,
          deletedAt: c.deleted ? NOW : null,
        }),
      ),
    );
  }
  await inBatches(writes);
  // What the memberships trigger does for each write.
  const counts = clubMemberCounts(db);
  for (let start = 0; start < membershipIds.length; start += 20) {
    await Promise.all(
      membershipIds.slice(start, start + 20).map((id) => counts.membershipWritten(id)),
    );
  }
}

/** The figures of `copies` copies of one association's records (events counted once). */
function expectedFigures(copies: number) {
  const x = (n: number) => n * copies;
  const months = [
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
    '2026-05',
    '2026-06',
    '2026-07',
    '2026-08',
    '2026-09',
    '2026-10',
    '2026-11',
  ];
  const newMembers: Record<string, number> = {
    '2025-12': 2,
    '2026-03': 45,
    '2026-06': 1,
    '2026-11': 5,
  };
  const revenue: Record<string, number> = { '2026-03': 15000, '2026-10': 2500, '2026-11': 9000 };
  return {
    generated_at: NOW.toISOString(),
    members_by_status: [
      { key: 'pending_payment', count: x(2) },
      { key: 'application_received', count: 0 },
      { key: 'in_review', count: x(1) },
      { key: 'approved', count: 0 },
      { key: 'active', count: x(51) },
      { key: 'expired', count: x(3) },
      { key: 'suspended', count: x(1) },
      { key: 'cancelled', count: 0 },
    ],
    members_by_tier: [
      { key: 'basic', count: x(5) },
      { key: 'champion', count: x(45) },
      { key: 'club', count: x(1) },
    ],
    members_by_division: [
      { key: 'Youth', count: x(3) },
      { key: 'Cadet', count: 0 },
      { key: 'Junior', count: x(45) },
      { key: 'Senior', count: x(1) },
      { key: 'Masters', count: 0 },
      { key: 'none', count: x(2) },
    ],
    members_by_club: {
      top: [9, 8, 7, 6, 5, 4, 3, 2].map((k) => ({
        club_id: `club-${k}`,
        name: `Club ${k}`,
        count: x(k),
      })),
      other_clubs: x(1),
      no_club: x(6),
    },
    months: months.map((month) => ({
      month,
      new_members: x(newMembers[month] ?? 0),
      revenue_cents: x(revenue[month] ?? 0),
    })),
    renewals_due_60_days: x(4),
    upcoming_events: Array.from({ length: 10 }, (_, i) => ({
      id: `event-${i}`,
      title: `Event ${i}`,
      date: i === 0 ? '2026-11-28' : `2026-12-${String(i).padStart(2, '0')}`,
      entered: i,
      waiting: i % 2,
    })),
    certifications_expiring: { within_30_days: x(2), within_60_days: x(4) },
  };
}

/** Firestore calls the request made, spied on the SDK's prototypes (independent of the tally). */
function spyOnReads() {
  // The SDK's classes, found from instances (firebase-admin exports only their types).
  const aggregations = jest.spyOn(Object.getPrototypeOf(db.collection('x').count()), 'get');
  const queries = jest.spyOn(Object.getPrototypeOf(db.collection('x').limit(1)), 'get');
  const getAll = jest.spyOn(Object.getPrototypeOf(db), 'getAll');
  return {
    async counted() {
      const documentsOf = async (calls: Promise<unknown>[]) =>
        (await Promise.all(calls)).reduce<number>(
          (sum, result) =>
            sum +
            (Array.isArray(result) ? result.length : ((result as { size: number }).size ?? 0)),
          0,
        );
      const counted = {
        aggregations: aggregations.mock.calls.length,
        queries: queries.mock.calls.length,
        queryDocuments: await documentsOf(queries.mock.results.map((r) => r.value)),
        getAllDocuments: await documentsOf(getAll.mock.results.map((r) => r.value)),
      };
      jest.restoreAllMocks();
      return counted;
    },
  };
}

async function dashboard() {
  const spies = spyOnReads();
  const response = await request(app).get('/api/v1/admin/dashboard').set(bearer(admin));
  return { response, counted: await spies.counted() };
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
});

beforeEach(async () => {
  await clear();
  await seedAccount(db, admin.uid, { email: admin.email, role: 'admin' });
});

describe('GET /admin/dashboard', () => {
  it('When the association holds a known set of records, then every figure matches it exactly', async () => {
    await seedAssociation(1);
    const { response } = await dashboard();
    expect(response.status).toBe(200);
    const { reads, ...figures } = response.body;
    expect(figures).toEqual(expectedFigures(1));
    expect(reads).toEqual({ aggregation_queries: 57, document_queries: 3, documents: 26 });
  });

  it('When the association doubles, then the figures double and the queries and documents read stay the same', async () => {
    await seedAssociation(1);
    const once = await dashboard();
    await clear();
    await seedAccount(db, admin.uid, { email: admin.email, role: 'admin' });
    await seedAssociation(2);
    const twice = await dashboard();

    const { reads, ...figures } = twice.response.body;
    expect(figures).toEqual(expectedFigures(2));
    expect(reads).toEqual(once.response.body.reads);
    // Counted on the SDK itself: the same aggregation queries, queries and documents.
    expect(twice.counted).toEqual(once.counted);
    expect(once.counted.aggregations).toBe(57);
    expect(once.counted.queryDocuments).toBe(18);
  });

  it('When the association has no records yet, then every figure is zero and no club or event is listed', async () => {
    const { response } = await dashboard();
    expect(response.status).toBe(200);
    expect(response.body.members_by_status.every((s: { count: number }) => s.count === 0)).toBe(
      true,
    );
    expect(response.body.members_by_club).toEqual({ top: [], other_clubs: 0, no_club: 0 });
    expect(response.body.upcoming_events).toEqual([]);
    expect(response.body.months).toHaveLength(12);
  });

  it('When a member asks for the dashboard, then 403; signed out, 401', async () => {
    const member = await createTestUser();
    await request(app).get('/api/v1/admin/dashboard').set(bearer(member)).expect(403);
    await request(app).get('/api/v1/admin/dashboard').expect(401);
  });
});

describe('clubMemberCounts (the memberships trigger)', () => {
  const counts = clubMemberCounts(db);
  const membersOf = async (clubId: string) =>
    (await db.doc(`${CLUB_MEMBER_COUNTS}/${clubId}`).get()).get('members') ?? 0;

  it('When an active membership joins, moves club, is suspended and deleted, with events retried, then each club counts it once at most', async () => {
    const ref = db.doc('memberships/m-1');
    await ref.set({ status: 'active', clubId: 'club-a', deletedAt: null });
    await counts.membershipWritten('m-1');
    await counts.membershipWritten('m-1'); // a retried event
    expect(await membersOf('club-a')).toBe(1);

    await ref.update({ clubId: 'club-b' });
    await counts.membershipWritten('m-1');
    expect([await membersOf('club-a'), await membersOf('club-b')]).toEqual([0, 1]);

    await ref.update({ status: 'suspended' });
    await counts.membershipWritten('m-1');
    expect(await membersOf('club-b')).toBe(0);
    expect((await db.doc(`${CLUB_MEMBER_COUNT_MARKS}/m-1`).get()).exists).toBe(false);

    await ref.update({ status: 'active' });
    await counts.membershipWritten('m-1');
    await ref.delete();
    await counts.membershipWritten('m-1');
    await counts.membershipWritten('m-1');
    expect(await membersOf('club-b')).toBe(0);
  });

  it('When memberships were stored before the trigger, then the backfill counts each once, however often it runs', async () => {
    await db.doc('memberships/old-1').set({ status: 'active', clubId: 'club-a', deletedAt: null });
    await db.doc('memberships/old-2').set({ status: 'active', clubId: 'club-a', deletedAt: null });
    await db.doc('memberships/old-3').set({ status: 'active', clubId: 'club-b', deletedAt: null });
    await db.doc('memberships/old-4').set({ status: 'expired', clubId: 'club-b', deletedAt: null });
    await db.doc('memberships/old-5').set({ status: 'active', clubId: null, deletedAt: null });

    expect(await counts.backfill(2)).toBe(5);
    expect(await counts.backfill(2)).toBe(5);
    expect([await membersOf('club-a'), await membersOf('club-b')]).toEqual([2, 1]);
  });
});
