import request from 'supertest';

import { directoryClubOf, directoryEntryOf } from '../../domain/directory-entry';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-directory');
const app = testApp({ db });
let member: TestUser;
let admin: TestUser;
let outsider: TestUser;
// The claim in the token without a standing (suspended a moment ago), and the other way round.
let claimOnly: TestUser;
let standingOnly: TestUser;
let lapsed: TestUser;

const standing = (activeUntil: Date | null) => ({
  activeUntil,
  activeMembershipIds: activeUntil ? ['m-0'] : [],
  updatedAt: new Date('2026-03-01T00:00:00Z'),
});

const PRIVATE_FIELDS = ['date_of_birth', 'phone', 'email', 'address', 'parent_name'];
const NAMES = ['Ava', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ian', 'Jo', 'Kai', 'Lu'];

function entry(index: number, fields: Partial<Parameters<typeof directoryEntryOf>[0]> = {}) {
  return directoryEntryOf({
    id: `m-${index}`,
    memberId: `IL-2026-${String(index).padStart(6, '0')}`,
    firstName: NAMES[index] ?? `Member${index}`,
    lastName: 'Lopez',
    role: 'athlete',
    beltRank: index % 2 ? 'red' : 'blue',
    division: 'Youth',
    clubId: index < 4 ? 'c-1' : null,
    currentSchool: index < 4 ? 'Lakeshore Taekwondo' : 'Elsewhere',
    achievements: Array.from({ length: index % 4 }, (_, n) => `Medal ${n}`),
    activatedAt: new Date('2026-03-01T00:00:00Z'),
    ...fields,
  });
}

const get = (path: string, user: TestUser | null, query: Record<string, string | number> = {}) => {
  const call = request(app).get(`/api/v1${path}`).query(query);
  return user ? call.set({ authorization: `Bearer ${user.idToken}` }) : call;
};

beforeAll(async () => {
  [member, admin, outsider, claimOnly, standingOnly, lapsed] = await Promise.all([
    createTestUser({ activeMember: true }),
    createTestUser({ admin: true }),
    createTestUser(),
    createTestUser({ activeMember: true }),
    createTestUser(),
    createTestUser({ activeMember: true }),
  ]);
  await clear();
  const batch = db.batch();
  const FAR_FUTURE = new Date('2099-01-01T00:00:00Z');
  batch.set(db.doc(`standings/${member.uid}`), standing(FAR_FUTURE));
  batch.set(db.doc(`standings/${standingOnly.uid}`), standing(FAR_FUTURE));
  batch.set(db.doc(`standings/${claimOnly.uid}`), standing(null));
  batch.set(db.doc(`standings/${lapsed.uid}`), standing(new Date(Date.now() - 1000)));
  NAMES.forEach((_, index) => batch.set(db.doc(`directory/m-${index}`), entry(index)));
  batch.set(
    db.doc('directory/r-1'),
    entry(20, { id: 'r-1', role: 'referee', refereeLevel: 'national', firstName: 'Grace' }),
  );
  batch.set(
    db.doc('directory/k-1'),
    entry(21, { id: 'k-1', role: 'coach', coachType: 'head', firstName: 'Daniel' }),
  );
  const club = (name: string) =>
    directoryClubOf(
      { clubName: name, clubOwnerName: 'Kim', clubAddress: 'Chicago', clubLogo: null },
      3,
    );
  for (const [id, name] of [
    ['c-1', 'Lakeshore'],
    ['c-2', 'Prairie'],
    ['c-3', 'Oak Park'],
  ]) {
    batch.set(db.doc(`directoryClubs/${id}`), club(name));
  }
  await batch.commit();
}, 60_000);

describe('GET /members/all', () => {
  it('When an active member asks, then a page comes back in the paginated shape without private fields', async () => {
    const response = await get('/members/all', member, { active_only: 'true', limit: 5 });

    expect(response.status).toBe(200);
    expect(response.body.total).toBe(14);
    expect(response.body.data).toHaveLength(5);
    expect(response.body.pagination).toMatchObject({
      limit: 5,
      has_next: true,
      has_previous: false,
      prev_cursor: null,
    });
    expect(typeof response.body.pagination.next_cursor).toBe('string');
    expect(response.body.data[0]).toEqual({
      id: 'm-0',
      membership_id: 'm-0',
      member_id: 'IL-2026-000000',
      name: 'Ava Lopez',
      role: 'athlete',
      belt_rank: 'blue',
      division: 'Youth',
      club_id: 'c-1',
      club_name: 'Lakeshore Taekwondo',
      achievements: [],
      join_date: '2026-03-01',
      referee_level: null,
      coach_type: null,
      status: 'active',
    });
    for (const item of response.body.data) {
      for (const field of PRIVATE_FIELDS) expect(item).not.toHaveProperty(field);
    }
  });

  it('When a signed-in user has no active membership, then it answers 403 Member Access Required', async () => {
    const response = await get('/members/all', outsider);
    expect(response.status).toBe(403);
    expect(response.body.detail).toBe('Member Access Required');
  });

  it('When the token has the activeMember claim but the standing is not active, then it answers 403', async () => {
    for (const user of [claimOnly, lapsed]) {
      const response = await get('/members/all', user);
      expect(response.status).toBe(403);
      expect(response.body.detail).toBe('Member Access Required');
    }
  });

  it('When the standing is active though the token has no claim yet (just paid), then the directory is open', async () => {
    expect((await get('/members/all', standingOnly, { limit: 1 })).status).toBe(200);
  });

  it('When there is no token, then it answers 401', async () => {
    expect((await get('/members/all', null)).status).toBe(401);
  });

  it('When an admin asks, then the directory is open', async () => {
    expect((await get('/members/all', admin, { limit: 1 })).status).toBe(200);
  });

  it('When a member walks every page forward and back, then each entry comes once, in name order', async () => {
    const pages: { ids: string[]; prevCursor: string | null }[] = [];
    let cursor: string | null = null;
    do {
      const response = await get('/members/all', member, {
        limit: 4,
        ...(cursor ? { cursor } : {}),
      });
      pages.push({
        ids: response.body.data.map((item: { id: string }) => item.id),
        prevCursor: response.body.pagination.prev_cursor,
      });
      cursor = response.body.pagination.next_cursor;
    } while (cursor);
    const seen = pages.flatMap((page) => page.ids);

    expect(pages.map((page) => page.ids.length)).toEqual([4, 4, 4, 2]);
    expect(new Set(seen).size).toBe(14);
    expect(seen.slice(0, 3)).toEqual(['m-0', 'm-1', 'm-2']);

    const back = await get('/members/all', member, {
      limit: 4,
      cursor: pages[3]?.prevCursor ?? '',
      direction: 'prev',
    });
    expect(back.body.data.map((item: { id: string }) => item.id)).toEqual(pages[2]?.ids);
    expect(back.body.pagination).toMatchObject({ has_next: true, has_previous: true });
  });

  it('When it filters by club and belt, then only matching entries come back with their total', async () => {
    const club = await get('/members/all', member, { club_id: 'c-1', limit: 10 });
    expect(club.body.data.map((item: { id: string }) => item.id).sort()).toEqual([
      'm-0',
      'm-1',
      'm-2',
      'm-3',
    ]);
    expect(club.body.total).toBe(4);
    const red = await get('/members/all', member, { club_id: 'c-1', belt: 'red' });
    expect(red.body.data.map((item: { id: string }) => item.id).sort()).toEqual(['m-1', 'm-3']);
  });

  it('When a page of more than 100 or a broken cursor is asked for, then it answers 400', async () => {
    expect((await get('/members/all', member, { limit: 101 })).status).toBe(400);
    expect((await get('/members/all', member, { cursor: 'not-a-cursor' })).status).toBe(400);
  });
});

describe('Cursors and filters an attacker writes', () => {
  const cursorOf = (name: unknown, id: unknown) =>
    Buffer.from(JSON.stringify([name, id])).toString('base64url');
  // Raw text, and well-encoded cursors whose id Firestore's startAfter would choke on.
  const BAD_CURSORS = [
    ['a raw slash', 'abc/def'],
    ['a raw dot-dot', '..'],
    ['an encoded id holding a slash', cursorOf('Ava Lopez', 'm-1/x')],
    ['an encoded id of a dot-dot', cursorOf('Ava Lopez', '..')],
    ['an encoded reserved id', cursorOf('Ava Lopez', '__name__')],
    ['an encoded over-long id', cursorOf('Ava Lopez', 'a'.repeat(1600))],
    ['an encoded over-long name', cursorOf('x'.repeat(2000), 'm-1')],
    ['an encoded lone surrogate', cursorOf('\ud800', 'm-1')],
    ['unicode text', 'Ávä 🥋 ‮'],
    ['a very long text', 'A'.repeat(5000)],
  ];

  it.each(BAD_CURSORS)(
    'When the directory is asked for a page after a cursor with %s, then it answers 400 with the error body, never 5xx',
    async (_name, cursor) => {
      for (const path of ['/members/all', '/members/referees', '/members/coaches', '/clubs/all']) {
        for (const direction of ['next', 'prev']) {
          const response = await get(path, member, { cursor, direction });
          expect(`${path} ${response.status}`).toBe(`${path} 400`);
          expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
          expect(typeof response.body.detail).toBe('string');
        }
      }
    },
  );

  it('When the directory filters name a club or a belt of a bad shape, then it answers 400, never 5xx', async () => {
    const queries: Record<string, string>[] = [
      { club_id: 'c-1/x' },
      { club_id: '..' },
      { club_id: '__name__' },
      { belt: 'x'.repeat(1600) },
    ];
    for (const query of queries) {
      const response = await get('/members/all', member, query);
      expect(`${JSON.stringify(query)} ${response.status}`).toBe(`${JSON.stringify(query)} 400`);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

describe('GET /members/featured, /members/{id}, /members/referees, /members/coaches', () => {
  it('When featured members are asked for, then six come back, most achievements first', async () => {
    const response = await get('/members/featured', member);
    expect(response.body.data).toHaveLength(6);
    const counts = response.body.data.map(
      (item: { achievements: string[] }) => item.achievements.length,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(3);
  });

  it('When one member is asked for, then it comes back, and an unknown id is 404', async () => {
    expect((await get('/members/m-3', member)).body.name).toBe('Dev Lopez');
    expect((await get('/members/nobody', member)).status).toBe(404);
    expect((await get('/members/m-3', outsider)).status).toBe(403);
  });

  it('When referees or coaches are asked for, then only that role comes back', async () => {
    const referees = await get('/members/referees', member, { limit: 100 });
    const coaches = await get('/members/coaches', member, { limit: 100 });
    expect(
      referees.body.data.map((item: { id: string; referee_level: string }) => [
        item.id,
        item.referee_level,
      ]),
    ).toEqual([['r-1', 'national']]);
    expect(
      coaches.body.data.map((item: { id: string; coach_type: string }) => [
        item.id,
        item.coach_type,
      ]),
    ).toEqual([['k-1', 'head']]);
    expect(referees.body.total).toBe(1);
  });
});

describe('GET /clubs/all', () => {
  it('When an active member pages through the clubs, then they come by name without contact details', async () => {
    const first = await get('/clubs/all', member, { limit: 2 });
    const second = await get('/clubs/all', member, {
      limit: 2,
      cursor: first.body.pagination.next_cursor,
    });

    expect(first.body.data.map((club: { name: string }) => club.name)).toEqual([
      'Lakeshore',
      'Oak Park',
    ]);
    expect(second.body.data.map((club: { name: string }) => club.name)).toEqual(['Prairie']);
    expect(second.body.pagination).toMatchObject({
      has_next: false,
      has_previous: true,
      next_cursor: null,
    });
    expect(first.body.total).toBe(3);
    expect(first.body.data[0]).toEqual({
      id: 'c-1',
      name: 'Lakeshore',
      master: 'Master Kim',
      address: 'Chicago',
      member_count: 3,
      logo: null,
    });
  });

  it('When a user without an active membership asks, then it answers 403', async () => {
    expect((await get('/clubs/all', outsider)).status).toBe(403);
  });
});
