import { randomInt } from 'node:crypto';

import request from 'supertest';

import { seedClub } from '../../test-support/admin-fixtures';
import { createTestUser, emulatorServices, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';
import { directoryProjection } from '../../triggers/directory-projection';

// Several emulator round trips per test on cores shared with other suites.
jest.setTimeout(30_000);

const { db, auth } = emulatorServices();
const app = testApp();
let admin: TestUser;
let owner: TestUser;
let clubId: string;
let oldName: string;
let lookAlike: string;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

/** The club's details as the owner's edit dialog sends them, with another name. */
const clubInfo = (name: string) => ({
  club_name: name,
  club_owner_name: 'Daniel Kim',
  club_address: '3100 N Sheridan Rd, Chicago, IL 60657',
  club_email: 'info@lakeshore.example',
  club_phone: '773-555-0145',
  club_logo: null,
});

const rename = (name: string) =>
  request(app)
    .put(`/api/v1/club-memberships/${clubId}`)
    .set(bearer(owner))
    .send({ club_info: clubInfo(name) });

/** The names a member choosing their club finds for a search. */
async function clubChoice(search: string) {
  const response = await request(app)
    .get('/api/v1/clubs/approved')
    .query({ search })
    .set(bearer(owner))
    .expect(200);
  return (response.body.clubs as { id: string; name: string }[])
    .filter((club) => club.id === clubId)
    .map((club) => club.name);
}

const stored = async () => (await db.doc(`clubs/${clubId}`).get()).data();

const auditActions = async () =>
  (await db.collection('auditLog').where('recordId', '==', clubId).get()).docs.map((entry) =>
    entry.get('action'),
  );

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
});

beforeEach(async () => {
  owner = await createTestUser();
  // Names of this test's own, so the shared emulator's other clubs never match the search.
  const word = `Zx${randomInt(1e9).toString(36)}`;
  oldName = `${word} Taekwondo Academy`;
  lookAlike = `${word} Tae Kwon Do Academy of Chicago`;
  const club = await seedClub(db, {
    ownerUid: owner.uid,
    clubInfo: {
      clubName: oldName,
      clubOwnerName: 'Daniel Kim',
      clubAddress: '3100 N Sheridan Rd, Chicago, IL 60657',
      clubEmail: 'info@lakeshore.example',
      clubPhone: '773-555-0145',
      clubLogo: null,
    },
  });
  clubId = club.id;
});

describe.each(['active', 'approved'])('the owner renaming an %s club', (status) => {
  beforeEach(async () => {
    await db.doc(`clubs/${clubId}`).update({ status });
  });

  it("When the owner PUTs a look-alike name, then the club's public name and the club choice still show the old name, and the new one awaits approval", async () => {
    const response = await rename(lookAlike);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: oldName, pending_club_name: lookAlike });
    expect((await stored())?.clubInfo.clubName).toBe(oldName);
    expect(await clubChoice(oldName.split(' ')[0])).toEqual([oldName]);
    const mine = await request(app).get('/api/v1/club-memberships/me/all').set(bearer(owner));
    expect(mine.body.club_memberships[0]).toMatchObject({
      name: oldName,
      pending_club_name: lookAlike,
    });
  });
});

describe('an administrator deciding a pending name', () => {
  beforeEach(async () => {
    await rename(lookAlike).expect(200);
  });

  it('When an administrator lists the clubs, then the pending name shows beside the old one', async () => {
    const response = await request(app)
      .get(`/api/v1/club-memberships`)
      .query({ search: oldName.split(' ')[0] })
      .set(bearer(admin))
      .expect(200);
    expect(response.body.club_memberships).toEqual([
      expect.objectContaining({ id: clubId, name: oldName, pending_club_name: lookAlike }),
    ]);
  });

  it("When an administrator approves it, then the new name is the club's everywhere it is projected, and the approval is audited", async () => {
    const response = await request(app)
      .post(`/api/v1/club-memberships/${clubId}/name/approve`)
      .set(bearer(admin));

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: lookAlike, pending_club_name: null });
    expect(await clubChoice(oldName.split(' ')[0])).toEqual([lookAlike]);
    const club = await stored();
    expect(club).toMatchObject({ nameLower: lookAlike.toLowerCase(), pendingName: null });
    // The member directory's club list follows the club (its trigger, called as Firestore would).
    await directoryProjection(db, auth).clubWritten(clubId, club);
    expect((await db.doc(`directoryClubs/${clubId}`).get()).get('name')).toBe(lookAlike);
    expect(await auditActions()).toContain('approve_name');
  });

  it('When an administrator rejects it, then the old name stays, nothing is pending, and the rejection is audited', async () => {
    const response = await request(app)
      .post(`/api/v1/club-memberships/${clubId}/name/reject`)
      .set(bearer(admin));

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: oldName, pending_club_name: null });
    expect(await stored()).toMatchObject({ clubInfo: { clubName: oldName }, pendingName: null });
    expect(await auditActions()).toContain('reject_name');
  });

  it('When the owner approves their own new name, then it answers 403 and the old name stays', async () => {
    const response = await request(app)
      .post(`/api/v1/club-memberships/${clubId}/name/approve`)
      .set(bearer(owner));
    expect(response.status).toBe(403);
    expect((await stored())?.clubInfo.clubName).toBe(oldName);
  });

  it('When nothing is pending, then approving answers 400', async () => {
    await request(app)
      .post(`/api/v1/club-memberships/${clubId}/name/reject`)
      .set(bearer(admin))
      .expect(200);
    const response = await request(app)
      .post(`/api/v1/club-memberships/${clubId}/name/approve`)
      .set(bearer(admin));
    expect(response.status).toBe(400);
    expect(response.body.message_key).toBe('club.noPendingName');
  });

  it('When the owner then edits another detail, the pending name stays pending', async () => {
    await rename(oldName).expect(200);
    expect(await stored()).toMatchObject({
      clubInfo: { clubName: oldName },
      pendingName: lookAlike,
    });
  });
});
