import request from 'supertest';

import { clubSearchFields } from '../../firestore/collections/clubs';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(20_000);

// A Firestore of its own: these tests list a whole collection and must know all of it.
const { db, clear } = isolatedFirestore('demo-iltkd-clubs');
const app = testApp({ db });
let user: TestUser;

const club = (name: string, ownerName: string, status: string, extra: object = {}) => {
  const clubInfo = { clubName: name, clubOwnerName: ownerName, clubEmail: 'private@example.com' };
  return { status, clubInfo, ...clubSearchFields({ clubInfo }), deletedAt: null, ...extra };
};

const approved = (search?: string) =>
  request(app)
    .get('/api/v1/clubs/approved')
    .query(search === undefined ? {} : { search })
    .set({ authorization: `Bearer ${user.idToken}` });

beforeAll(async () => {
  user = await createTestUser();
  // The first request to a new emulator project is slow; keep it out of the per-test hooks.
  await clear();
  await db.doc('clubs/warm-up').get();
}, 30_000);

beforeEach(async () => {
  await clear();
  await db.doc('clubs/lakeshore').set(club('Lakeshore Taekwondo', 'Daniel Kim', 'active'));
  await db.doc('clubs/lakeview').set(club('Lakeview Martial Arts', 'Sara Ortiz', 'approved'));
  await db.doc('clubs/prairie').set(club('Prairie State Taekwondo', '', 'invite_created'));
  await db.doc('clubs/review').set(club('Lake Review Dojang', 'Omar Ali', 'in_review'));
  await db
    .doc('clubs/closed')
    .set(club('Lakeside Closed', 'Ann Lee', 'active', { deletedAt: new Date() }));
});

describe('GET /clubs/approved', () => {
  it('When there is no search, then it lists approved and active clubs by name, id and name only', async () => {
    const response = await approved();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      clubs: [
        { id: 'lakeshore', name: 'Lakeshore Taekwondo' },
        { id: 'lakeview', name: 'Lakeview Martial Arts' },
      ],
    });
  });

  it('When the search starts a club name in another case, then only listed clubs match', async () => {
    const response = await approved('LAKES');
    expect(response.body.clubs).toEqual([{ id: 'lakeshore', name: 'Lakeshore Taekwondo' }]);
  });

  it("When the search starts the owner's name, then their club is found", async () => {
    const response = await approved('sara');
    expect(response.body.clubs).toEqual([{ id: 'lakeview', name: 'Lakeview Martial Arts' }]);
  });

  it('When the search starts a later word of a name, in any case and without accents, then the club is found', async () => {
    expect((await approved('taekwondo')).body.clubs).toEqual([
      { id: 'lakeshore', name: 'Lakeshore Taekwondo' },
    ]);
    expect((await approved('KIM')).body.clubs).toEqual([
      { id: 'lakeshore', name: 'Lakeshore Taekwondo' },
    ]);
    await db.doc('clubs/accents').set(club('Dojang Peña', 'Zoë Ng', 'active'));
    expect((await approved('pena')).body.clubs).toEqual([{ id: 'accents', name: 'Dojang Peña' }]);
    expect((await approved('zoe n')).body.clubs).toEqual([{ id: 'accents', name: 'Dojang Peña' }]);
  });

  it('When the search is inside a word but starts none, then nothing is found', async () => {
    expect((await approved('shore')).body.clubs).toEqual([]);
  });

  it('When clubs lack the lower-case fields, then they are still found', async () => {
    await db.doc('clubs/legacy').set({
      status: 'active',
      clubInfo: { clubName: 'Évanston Legacy TKD', clubOwnerName: 'Grace Müller' },
      deletedAt: null,
    });
    expect((await approved('evan')).body.clubs).toEqual([
      { id: 'legacy', name: 'Évanston Legacy TKD' },
    ]);
    expect((await approved('grace mu')).body.clubs).toEqual([
      { id: 'legacy', name: 'Évanston Legacy TKD' },
    ]);
  });

  it('When there are more than 20 listed clubs, then it answers the first 20 by name', async () => {
    for (let index = 0; index < 25; index += 1) {
      const name = `Club ${String(index).padStart(2, '0')}`;
      await db.doc(`clubs/many-${index}`).set(club(name, 'Owner', 'approved'));
    }
    const response = await approved('club');
    expect(response.body.clubs).toHaveLength(20);
    expect(response.body.clubs[0]).toEqual({ id: 'many-0', name: 'Club 00' });
    expect(response.body.clubs[19]).toEqual({ id: 'many-19', name: 'Club 19' });
  });

  it('When there is no token, then it answers 401', async () => {
    const response = await request(app).get('/api/v1/clubs/approved');
    expect(response.status).toBe(401);
  });

  it('When search is given twice, then it answers 400', async () => {
    const response = await request(app)
      .get('/api/v1/clubs/approved?search=a&search=b')
      .set({ authorization: `Bearer ${user.idToken}` });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe('search');
  });
});
