import request from 'supertest';

import { rosterSearchTokens } from '../../domain/events/event-roster';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { approvedMembership, seed } from '../../test-support/payment-fixtures';
import { testApp } from '../../test-support/test-app';

jest.setTimeout(60_000);

const { db, clear } = isolatedFirestore('demo-iltkd-event-roster');
const NOW = new Date('2027-03-01T12:00:00.000Z');
const app = testApp({ db, now: () => NOW });
let admin: TestUser;
let member: TestUser;

const as = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const roster = (query = '', user: TestUser | null = admin, eventId = 'ev-1') => {
  const call = request(app).get(`/api/v1/admin/events/${eventId}/roster${query}`);
  return user ? call.set(as(user)) : call;
};
const rosterCsv = (query: string, user: TestUser = admin) =>
  request(app)
    .get(`/api/v1/admin/export/event-roster.csv${query}`)
    .set(as(user))
    .buffer(true)
    .parse((response, callback) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => callback(null, text));
    });
const names = (body: { rows: { last_name: string; first_name: string }[] }) =>
  body.rows.map((row) => `${row.last_name}, ${row.first_name}`);

const EVENT = {
  title: 'Spring Seminar',
  titleEs: 'Seminario de primavera',
  date: '2027-04-10',
  location: 'Palatine, IL',
  type: 'seminar',
  published: true,
  cancelledAt: null,
  entry: {
    registrationOpen: true,
    closesAt: new Date('2027-04-01T05:00:00.000Z'),
    capacity: 3,
    fees: { champion: 0, basic: 3000, nonMember: null },
    requiresActiveMembership: true,
    roles: [],
    divisions: [],
    minimumBelt: null,
    refundBeforeClose: true,
  },
  entryCounts: { entered: 3, waiting: 1 },
};

interface Entrant {
  id: string;
  firstName: string;
  lastName: string;
  status: string;
  paymentStatus: string;
  feeCents?: number;
  clubName?: string | null;
  division?: string | null;
  memberId?: string | null;
}

/** eventEntries/{ev-1_id} as the entries API stores it, with the roster's snapshot. */
function entry({ id, feeCents = 3000, clubName = 'Lakeshore Taekwondo', ...rest }: Entrant) {
  const memberId = rest.memberId === undefined ? `IL-2027-0000${id.slice(-2)}` : rest.memberId;
  return {
    eventId: 'ev-1',
    membershipId: id,
    accountUid: `owner-${id}`,
    status: rest.status,
    feeCents,
    paymentIntentId: null,
    paymentStatus: rest.paymentStatus,
    createdAt: new Date('2027-03-01T10:00:00.000Z'),
    updatedAt: new Date('2027-03-01T10:00:00.000Z'),
    withdrawnAt: rest.status === 'withdrawn' ? new Date('2027-03-01T11:00:00.000Z') : null,
    offeredAt: null,
    firstName: rest.firstName,
    lastName: rest.lastName,
    memberId,
    clubName,
    division: rest.division ?? 'Cadet',
    beltRank: 'blue',
    role: 'athlete',
    tier: feeCents === 0 ? 'champion' : 'basic',
    searchTokens: rosterSearchTokens({
      firstName: rest.firstName,
      lastName: rest.lastName,
      memberId,
    }),
  };
}

const ENTRANTS: Entrant[] = [
  { id: 'm-01', firstName: 'Mia', lastName: 'Santos', status: 'entered', paymentStatus: 'paid' },
  {
    id: 'm-02',
    firstName: 'Leo',
    lastName: 'Park',
    status: 'entered',
    paymentStatus: 'none',
    feeCents: 0,
    division: 'Junior',
  },
  {
    id: 'm-03',
    firstName: 'Ana',
    lastName: 'Díaz',
    status: 'pending_payment',
    paymentStatus: 'pending',
    clubName: 'Tiger Dojang',
  },
  { id: 'm-04', firstName: 'Omar', lastName: 'Ali', status: 'waiting', paymentStatus: 'pending' },
  {
    id: 'm-05',
    firstName: 'Zoe',
    lastName: 'Brown',
    status: 'withdrawn',
    paymentStatus: 'refunded',
  },
];

beforeAll(async () => {
  [admin, member] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
}, 30_000);

beforeEach(async () => {
  await clear();
  // The account that backs the admin claim.
  await seed(db, `accounts/${admin.uid}`, { email: admin.email, role: 'admin' });
  await seed(db, 'events/ev-1', EVENT);
  await seed(db, 'events/ev-2', { ...EVENT, title: 'Other event' });
  await Promise.all(ENTRANTS.map((e) => seed(db, `eventEntries/ev-1_${e.id}`, entry(e))));
  // Another event's entry never shows on this roster.
  const mia = entry({
    id: 'm-01',
    firstName: 'Mia',
    lastName: 'Santos',
    status: 'entered',
    paymentStatus: 'paid',
  });
  await seed(db, 'eventEntries/ev-2_m-01', { ...mia, eventId: 'ev-2' });
});

describe('GET /admin/events/:id/roster', () => {
  it('When an admin opens the roster, then the entries not withdrawn show by last name with their snapshot and the counts', async () => {
    const response = await roster();

    expect(response.status).toBe(200);
    expect(response.body.event).toEqual({
      id: 'ev-1',
      title: 'Spring Seminar',
      title_es: 'Seminario de primavera',
      date: '2027-04-10',
      capacity: 3,
      entered: 3,
      waiting: 1,
    });
    expect(response.body.total).toBe(4);
    expect(names(response.body)).toEqual(['Ali, Omar', 'Díaz, Ana', 'Park, Leo', 'Santos, Mia']);
    expect(response.body.rows[3]).toEqual({
      id: 'ev-1_m-01',
      membership_id: 'm-01',
      first_name: 'Mia',
      last_name: 'Santos',
      member_id: 'IL-2027-000001',
      club_name: 'Lakeshore Taekwondo',
      division: 'Cadet',
      belt_rank: 'blue',
      role: 'athlete',
      tier: 'basic',
      status: 'entered',
      payment_status: 'paid',
      disputed: false,
      fee_cents: 3000,
      entered_at: '2027-03-01T10:00:00.000Z',
    });
  });

  it('When a member asks, then 403; when nobody is signed in, then 401', async () => {
    expect((await roster('', member)).status).toBe(403);
    expect((await roster('', null)).status).toBe(401);
  });

  it('When the event does not exist, then 404 with its message key', async () => {
    const response = await roster('', admin, 'nope');
    expect(response.status).toBe(404);
    expect(response.body.message_key).toBe('notFound.event');
  });

  it.each([
    ['?status=waiting', ['Ali, Omar']],
    ['?status=pending_payment', ['Díaz, Ana']],
    ['?status=all', ['Ali, Omar', 'Díaz, Ana', 'Park, Leo', 'Santos, Mia']],
    ['?paid=yes', ['Santos, Mia']],
    ['?paid=no', ['Ali, Omar', 'Díaz, Ana']],
    ['?status=entered&paid=no', []],
    ['?club=Tiger%20Dojang', ['Díaz, Ana']],
    ['?division=Junior', ['Park, Leo']],
    ['?search=diaz', ['Díaz, Ana']],
    ['?search=IL-2027-000002', ['Park, Leo']],
    ['?search=mi&paid=yes&club=Lakeshore%20Taekwondo&division=Cadet', ['Santos, Mia']],
    ['?search=brown', []],
  ])('When the roster is filtered by %s, then only those entries show', async (query, expected) => {
    const response = await roster(query);
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(expected);
    expect(response.body.total).toBe(expected.length);
  });

  it.each([
    ['?status=withdrawn', 'status'],
    ['?paid=maybe', 'paid'],
    ['?division=Elite', 'division'],
    ['?limit=0', 'limit'],
    ['?sort=name', 'sort'],
  ])('When the query is %s, then 400 names the field', async (query, field) => {
    const response = await roster(query);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('When the roster is paged with a cursor, then each page starts after the last row shown', async () => {
    const first = await roster('?limit=3');
    expect(names(first.body)).toEqual(['Ali, Omar', 'Díaz, Ana', 'Park, Leo']);
    expect(first.body.total).toBe(4);
    const last = first.body.rows.at(-1).id as string;
    const next = await roster(`?limit=3&after=${last}`);
    expect(names(next.body)).toEqual(['Santos, Mia']);
    expect(next.body.total).toBe(4);
  });
});

describe('GET /admin/export/event-roster.csv', () => {
  const csvLines = (text: string) => text.trim().split(/\r?\n/);

  it('When an admin exports the roster, then the CSV has the roster rows in the same order', async () => {
    const [csv, table] = await Promise.all([rosterCsv('?event_id=ev-1'), roster()]);

    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('event-roster.csv');
    const [header, ...rows] = csvLines(csv.body as string);
    expect(header).toBe('Name,Member ID,Club,Division,Belt,Role,Status,Paid,Fee');
    expect(rows).toEqual([
      '"Ali, Omar",IL-2027-000004,Lakeshore Taekwondo,Cadet,Blue,Athlete,Waiting list,Not paid,30.00',
      '"Díaz, Ana",IL-2027-000003,Tiger Dojang,Cadet,Blue,Athlete,Awaiting payment,Not paid,30.00',
      '"Park, Leo",IL-2027-000002,Lakeshore Taekwondo,Junior,Blue,Athlete,Entered,Free,0.00',
      '"Santos, Mia",IL-2027-000001,Lakeshore Taekwondo,Cadet,Blue,Athlete,Entered,Paid,30.00',
    ]);
    expect(rows.map((row) => row.split('",')[0]?.slice(1))).toEqual(names(table.body));
  });

  it.each(['&paid=no', '&status=entered', '&search=park', '&club=Tiger%20Dojang&paid=no'])(
    'When the filters are %s, then the CSV holds exactly the rows the roster shows',
    async (filters) => {
      const [csv, table] = await Promise.all([
        rosterCsv(`?event_id=ev-1${filters}`),
        roster(`?limit=100${filters}`),
      ]);
      const rows = csvLines(csv.body as string).slice(1);
      expect(rows.map((row) => row.split('",')[0]?.slice(1))).toEqual(names(table.body));
      expect(rows).toHaveLength(table.body.total);
    },
  );

  it('When a member exports, then 403; without event_id, then 400; an unknown event, then 404 JSON', async () => {
    expect((await rosterCsv('?event_id=ev-1', member)).status).toBe(403);
    const missing = await request(app).get('/api/v1/admin/export/event-roster.csv').set(as(admin));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ field: 'event_id', code: 'validation.required' }),
    ]);
    const unknown = await request(app)
      .get('/api/v1/admin/export/event-roster.csv?event_id=nope')
      .set(as(admin));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message_key).toBe('notFound.event');
  });

  it('When the other tables are exported, then their route still answers', async () => {
    const response = await request(app).get('/api/v1/admin/export/accounts.csv').set(as(admin));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
  });
});

describe('An entry made through the entries API', () => {
  it('When a member enters, then the roster finds the entry by name and member ID', async () => {
    await seed(db, `accounts/${member.uid}`, { email: member.email });
    await seed(
      db,
      'memberships/m-new',
      approvedMembership(member.uid, {
        status: 'active',
        paymentStatus: 'paid',
        membershipTier: 'champion',
        memberId: 'IL-2026-000777',
        activatedAt: new Date('2026-12-01T12:00:00Z'),
        expiresAt: new Date('2027-12-01T12:00:00Z'),
      }),
    );
    await seed(db, 'events/ev-3', { ...EVENT, entryCounts: { entered: 0, waiting: 0 } });
    const entered = await request(app)
      .post('/api/v1/events/ev-3/entries')
      .set(as(member))
      .send({ membership_id: 'm-new' });
    expect(entered.status).toBe(201);

    for (const search of ['000777', entered.body.entry.first_name.slice(0, 3)]) {
      const found = await roster(`?search=${search}`, admin, 'ev-3');
      expect(found.body.rows.map((row: { id: string }) => row.id)).toEqual(['ev-3_m-new']);
    }
  });
});
