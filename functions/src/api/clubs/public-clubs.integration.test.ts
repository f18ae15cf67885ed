import request from 'supertest';

import { seedClub } from '../../test-support/admin-fixtures';
import { isolatedFirestore } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(20_000);

// A Firestore of its own: these tests list a whole collection and must know all of it.
const { db, clear } = isolatedFirestore('demo-iltkd-public-clubs');
const NOW = new Date('2026-06-01T12:00:00Z');
const app = testApp({ db, now: () => NOW });

const publicClubs = () => request(app).get('/api/v1/clubs/public');

const info = (clubName: string, clubOwnerName: string, clubAddress: string) => ({
  clubInfo: {
    clubName,
    clubOwnerName,
    clubAddress,
    clubEmail: `${clubName.split(' ')[0]?.toLowerCase()}@private.example`,
    clubPhone: '773-555-0145',
    clubLogo: null,
  },
});

beforeAll(async () => {
  // The first request to a new emulator project is slow; keep it out of the per-test hooks.
  await clear();
  await db.doc('clubs/warm-up').get();
}, 30_000);

beforeEach(async () => {
  await clear();
  await seedClub(db, {
    id: 'prairie',
    ...info('Prairie State Taekwondo', 'Ana Pérez', '40 W Downer Pl, Aurora, IL 60506'),
    expiresAt: new Date('2027-01-01T00:00:00Z'),
  });
  await seedClub(db, {
    id: 'lakeshore',
    ...info('Lakeshore Taekwondo', 'Daniel Kim', '3100 N Sheridan Rd, Chicago, IL 60657'),
  });
  // Listed for athletes to pick, but not active: never published.
  await seedClub(db, {
    id: 'approved',
    ...info('Approved Dojang', 'Omar Ali', 'Peoria, IL'),
    status: 'approved',
    paymentStatus: 'pending',
  });
  for (const [id, fields] of [
    ['invited', { status: 'invite_created', paymentStatus: 'pending', ownerUid: null }],
    ['pending', { status: 'pending_payment', paymentStatus: 'pending' }],
    ['review', { status: 'in_review', paymentStatus: 'paid' }],
    ['suspended', { status: 'suspended' }],
    ['cancelled', { status: 'cancelled' }],
    ['expired-status', { status: 'expired' }],
    ['unpaid', { status: 'active', paymentStatus: 'pending' }],
    ['lapsed', { status: 'active', expiresAt: new Date('2026-05-31T00:00:00Z') }],
    ['trashed', { status: 'active', deletedAt: new Date('2026-04-01T00:00:00Z') }],
  ] as const) {
    await seedClub(db, {
      id,
      ...info(`Hidden ${id} Club`, 'Hidden Owner', 'Joliet, IL'),
      ...fields,
    });
  }
});

describe('GET /clubs/public', () => {
  it('When anyone asks without a sign-in, then it lists the active clubs by name with name, city and master only', async () => {
    const response = await publicClubs();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      clubs: [
        { id: 'lakeshore', name: 'Lakeshore Taekwondo', city: 'Chicago', master: 'Daniel Kim' },
        { id: 'prairie', name: 'Prairie State Taekwondo', city: 'Aurora', master: 'Ana Pérez' },
      ],
    });
  });

  it('When clubs are approved, pending, in review, closed, unpaid, past their expiry or trashed, then none of them appears', async () => {
    const text = JSON.stringify((await publicClubs()).body);
    expect(text).not.toMatch(/Hidden|Approved Dojang/);
  });

  it('When the list is answered, then no address, email, phone, logo, owner account or member appears in it', async () => {
    const text = JSON.stringify((await publicClubs()).body);
    for (const secret of ['Sheridan', '60657', 'private.example', '555-0145', 'club-owner']) {
      expect(text).not.toContain(secret);
    }
    const response = await publicClubs();
    for (const club of response.body.clubs) {
      expect(Object.keys(club).sort()).toEqual(['city', 'id', 'master', 'name']);
    }
  });

  it('When an active club has no readable city or no owner name, then those fields are null', async () => {
    await seedClub(db, { id: 'bare', ...info('Bare Club', '', 'somewhere downstate') });
    const bare = (await publicClubs()).body.clubs.find(({ id }: { id: string }) => id === 'bare');
    expect(bare).toEqual({ id: 'bare', name: 'Bare Club', city: null, master: null });
  });

  it('When the list is answered, then shared caches may keep it for a few minutes', async () => {
    const response = await publicClubs();
    expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=600');
  });

  it('When the query string names anything, then it answers 400 and reads nothing', async () => {
    const response = await request(app).get('/api/v1/clubs/public?search=lake');
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe('search');
  });

  it('When another club route is asked without a sign-in, then it still answers 401', async () => {
    expect((await request(app).get('/api/v1/clubs/approved')).status).toBe(401);
    expect((await request(app).get('/api/v1/clubs/all')).status).toBe(401);
  });
});
