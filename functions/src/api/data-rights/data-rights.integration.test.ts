import request from 'supertest';

import { seedAccount, seedClub, seedMembership } from '../../test-support/admin-fixtures';
import {
  createTestUser,
  emulatorServices,
  isolatedFirestore,
  type TestUser,
} from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

// Each test makes a dozen emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

// A Firestore of its own: erasure looks records up by owner across whole collections.
const { db } = isolatedFirestore('demo-iltkd-data-rights');
const { auth } = emulatorServices();
const app = testApp({ db });
const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });

async function family() {
  const parent = await createTestUser();
  await seedAccount(db, parent.uid, { email: parent.email, firstName: 'Rosa', lastName: 'Diaz' });
  const own = await seedMembership(db, {
    accountUid: parent.uid,
    firstName: 'Rosa',
    lastName: 'Diaz',
    status: 'active',
    paymentStatus: 'paid',
  });
  const child = await seedMembership(db, {
    accountUid: parent.uid,
    firstName: 'Lucia',
    lastName: 'Diaz',
    dateOfBirth: '2015-03-09',
    parentName: 'Rosa Diaz (parent)',
  });
  const club = await seedClub(db, { ownerUid: parent.uid });
  await db.doc(`payments/pi_${own.id}`).set({
    accountUid: parent.uid,
    kind: 'membership',
    membershipId: own.id,
    clubId: null,
    status: 'completed',
    amount: 16700,
    currency: 'usd',
    createdAt: new Date('2026-03-01T12:00:00Z'),
    completedAt: new Date('2026-03-01T12:00:05Z'),
  });
  await db.doc('events/cadet-seminar').set({
    title: 'Cadet Seminar',
    date: '2027-01-10',
    entryCounts: { entered: 3, waiting: 1 },
  });
  await db.doc(`eventEntries/cadet-seminar_${child.id}`).set({
    eventId: 'cadet-seminar',
    membershipId: child.id,
    accountUid: parent.uid,
    status: 'entered',
    feeCents: 3000,
    paymentStatus: 'paid',
    firstName: 'Lucia',
    lastName: 'Diaz',
    memberId: 'IL-2026-000101',
    clubName: 'Lakeshore Taekwondo',
    division: 'Cadet',
    beltRank: 'blue',
    role: 'athlete',
    tier: 'basic',
    searchTokens: ['lucia', 'diaz', 'il-2026-000101'],
    withdrawnAt: null,
  });
  await db.doc(`directory/${own.id}`).set({ name: 'Rosa Diaz' });
  await db.collection('mail').add({ to: parent.email, message: { subject: 'Receipt' } });
  await db.collection('auditLog').add({
    actorUid: 'some-admin',
    at: new Date('2026-03-02T09:00:00Z'),
    collection: 'memberships',
    recordId: child.id,
    action: 'status',
    changedFields: ['status'],
  });
  return { parent, own, child, club };
}

describe('GET /accounts/me/export', () => {
  it("When a parent downloads their data, then one JSON file holds the account, every membership (the child's too), clubs, payments and history", async () => {
    const { parent, own, child, club } = await family();
    const response = await request(app).get('/api/v1/accounts/me/export').set(bearer(parent));
    expect(response.status).toBe(200);
    expect(response.get('content-disposition')).toContain('attachment');
    expect(response.body.account).toMatchObject({ id: parent.uid, first_name: 'Rosa' });
    expect(response.body.memberships.map((m: { id: string }) => m.id).sort()).toEqual(
      [own.id, child.id].sort(),
    );
    expect(response.body.memberships).toContainEqual(
      expect.objectContaining({ first_name: 'Lucia', date_of_birth: '2015-03-09' }),
    );
    expect(response.body.club_memberships.map((c: { id: string }) => c.id)).toEqual([club.id]);
    expect(response.body.event_entries).toEqual([
      expect.objectContaining({
        event_id: 'cadet-seminar',
        membership_id: child.id,
        status: 'entered',
        first_name: 'Lucia',
      }),
    ]);
    expect(response.body.payments).toEqual([
      expect.objectContaining({ membership_id: own.id, amount: 16700, status: 'completed' }),
    ]);
    expect(response.body.audit_entries).toEqual([
      expect.objectContaining({
        record_id: child.id,
        action: 'status',
        changed_fields: ['status'],
      }),
    ]);
    expect(JSON.stringify(response.body.audit_entries)).not.toContain('some-admin');
  });

  it('When someone else asks, then they only ever get their own data', async () => {
    const { parent } = await family();
    const stranger = await createTestUser();
    await seedAccount(db, stranger.uid, { email: stranger.email });
    const response = await request(app).get('/api/v1/accounts/me/export').set(bearer(stranger));
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain(parent.uid);
    expect(response.body.memberships).toEqual([]);
  });
});

describe('Deleting an account', () => {
  it('When the owner asks and an administrator confirms, then the personal data is erased and payments are kept without it', async () => {
    const { parent, own, child, club } = await family();
    const admin = await createTestUser({ admin: true });
    const early = await request(app)
      .post(`/api/v1/accounts/${parent.uid}/erase`)
      .set(bearer(admin));
    expect(early.status).toBe(400);

    const asked = await request(app)
      .post('/api/v1/accounts/me/deletion-request')
      .set(bearer(parent));
    expect(asked.status).toBe(200);
    expect(asked.body.deletion_requested_at).toEqual(expect.any(String));

    const byOwner = await request(app)
      .post(`/api/v1/accounts/${parent.uid}/erase`)
      .set(bearer(parent));
    expect(byOwner.status).toBe(403);

    const erased = await request(app)
      .post(`/api/v1/accounts/${parent.uid}/erase`)
      .set(bearer(admin));
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({
      erased: true,
      memberships: 2,
      clubs: 1,
      payments: 1,
      event_entries: 1,
    });

    expect((await db.doc(`accounts/${parent.uid}`).get()).exists).toBe(false);
    await expect(auth.getUser(parent.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    for (const id of [own.id, child.id]) {
      const stored = (await db.doc(`memberships/${id}`).get()).data();
      expect(stored).toMatchObject({
        firstName: '',
        lastName: '',
        dateOfBirth: '',
        parentName: null,
      });
      expect(stored?.deletedAt).toBeTruthy();
      expect(JSON.stringify(stored)).not.toMatch(/Rosa|Lucia|2015-03-09/);
    }
    // The child's entry leaves the roster, its name with it, and frees its place.
    const entry = (await db.doc(`eventEntries/cadet-seminar_${child.id}`).get()).data();
    expect(entry).toMatchObject({ status: 'withdrawn', accountUid: null, searchTokens: [] });
    expect(JSON.stringify(entry)).not.toMatch(/Lucia|Diaz|IL-2026-000101/);
    expect((await db.doc('events/cadet-seminar').get()).get('entryCounts')).toEqual({
      entered: 2,
      waiting: 1,
    });
    const clubDoc = (await db.doc(`clubs/${club.id}`).get()).data();
    expect(clubDoc?.clubInfo).toMatchObject({ clubOwnerName: '', clubEmail: '', clubPhone: '' });
    expect((await db.doc(`directory/${own.id}`).get()).exists).toBe(false);
    const payment = (await db.doc(`payments/pi_${own.id}`).get()).data();
    expect(payment).toMatchObject({ accountUid: null, amount: 16700, membershipId: own.id });
    expect((await db.collection('mail').where('to', '==', parent.email).get()).size).toBe(0);
    const audit = await db.collection('auditLog').where('recordId', '==', parent.uid).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ actorUid: admin.uid, action: 'erase' }),
    ]);
  });

  it('When an account whose child paid an event entry fee is erased, then the kept payment no longer names the child', async () => {
    const { parent, child } = await family();
    const admin = await createTestUser({ admin: true });
    await db.doc(`payments/pi_entry_${child.id}`).set({
      accountUid: parent.uid,
      kind: 'event_entry',
      purpose: 'event_entry',
      eventEntryId: `cadet-seminar_${child.id}`,
      eventId: 'cadet-seminar',
      entryMembershipId: child.id,
      eventTitle: 'Cadet Seminar',
      eventTitleEs: 'Seminario de cadetes',
      entrantName: 'Lucia Diaz',
      status: 'completed',
      amount: 3000,
      currency: 'usd',
      createdAt: new Date('2026-03-05T12:00:00Z'),
    });
    await request(app).post('/api/v1/accounts/me/deletion-request').set(bearer(parent)).expect(200);
    await request(app).post(`/api/v1/accounts/${parent.uid}/erase`).set(bearer(admin)).expect(200);

    const payment = (await db.doc(`payments/pi_entry_${child.id}`).get()).data();
    expect(payment).toMatchObject({ accountUid: null, amount: 3000, eventId: 'cadet-seminar' });
    expect(payment).toHaveProperty('entrantName', null);
    expect(JSON.stringify(payment)).not.toMatch(/Lucia|Diaz/);
  });

  it('When an athlete who took over their membership is erased, then the parent who could read it no longer can', async () => {
    const athlete = await createTestUser();
    const parent = await createTestUser();
    const admin = await createTestUser({ admin: true });
    await seedAccount(db, athlete.uid, {
      email: athlete.email,
      firstName: 'Leo',
      lastName: 'Novak',
    });
    const handedOver = await seedMembership(db, {
      accountUid: athlete.uid,
      firstName: 'Leo',
      lastName: 'Novak',
      dateOfBirth: '2008-06-15',
      status: 'active',
      parentReaderUid: parent.uid,
      handover: {
        state: 'completed',
        dueOn: '2026-06-15',
        invitedEmail: 'leo.own@example.org',
        fromUid: parent.uid,
        toUid: athlete.uid,
      },
    });
    await request(app)
      .post('/api/v1/accounts/me/deletion-request')
      .set(bearer(athlete))
      .expect(200);
    await request(app).post(`/api/v1/accounts/${athlete.uid}/erase`).set(bearer(admin)).expect(200);

    const stored = (await db.doc(`memberships/${handedOver.id}`).get()).data();
    expect(stored).toMatchObject({ firstName: '', parentReaderUid: null, handover: null });
    expect(JSON.stringify(stored)).not.toContain(parent.uid);
    expect(JSON.stringify(stored)).not.toContain('leo.own@example.org');
  });

  it('When a parent with read access to a handed-over membership is erased, then the athlete keeps it and the parent keeps no access', async () => {
    const { parent } = await family();
    const athlete = await createTestUser();
    const admin = await createTestUser({ admin: true });
    const handedOver = await seedMembership(db, {
      accountUid: athlete.uid,
      firstName: 'Leo',
      lastName: 'Diaz',
      dateOfBirth: '2008-06-15',
      status: 'active',
      parentReaderUid: parent.uid,
    });
    await request(app).post('/api/v1/accounts/me/deletion-request').set(bearer(parent)).expect(200);
    await request(app).post(`/api/v1/accounts/${parent.uid}/erase`).set(bearer(admin)).expect(200);

    const stored = (await db.doc(`memberships/${handedOver.id}`).get()).data();
    expect(stored).toMatchObject({
      accountUid: athlete.uid,
      firstName: 'Leo',
      status: 'active',
      deletedAt: null,
      parentReaderUid: null,
    });
  });

  it('When an account is erased, then its mail preferences and the announcement records naming its address go too', async () => {
    const { parent } = await family();
    const admin = await createTestUser({ admin: true });
    await db.doc(`mailPreferences/${parent.uid}`).set({
      association_news: false,
      events: true,
      club_messages: true,
    });
    await db.doc(`announcementRecipients/a1_${parent.uid}`).set({
      announcementId: 'a1',
      uid: parent.uid,
      email: parent.email,
      language: 'en',
      state: 'queued',
    });
    await db.doc('announcementRecipients/a1_someone-else').set({
      announcementId: 'a1',
      uid: 'someone-else',
      email: 'else@example.org',
      language: 'en',
      state: 'queued',
    });
    await request(app).post('/api/v1/accounts/me/deletion-request').set(bearer(parent)).expect(200);
    await request(app).post(`/api/v1/accounts/${parent.uid}/erase`).set(bearer(admin)).expect(200);

    expect((await db.doc(`mailPreferences/${parent.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`announcementRecipients/a1_${parent.uid}`).get()).exists).toBe(false);
    expect((await db.doc('announcementRecipients/a1_someone-else').get()).exists).toBe(true);
  });

  it('When the owner changes their mind, then the request is withdrawn and nothing can be erased', async () => {
    const { parent } = await family();
    const admin = await createTestUser({ admin: true });
    await request(app).post('/api/v1/accounts/me/deletion-request').set(bearer(parent)).expect(200);
    const withdrawn = await request(app)
      .delete('/api/v1/accounts/me/deletion-request')
      .set(bearer(parent));
    expect(withdrawn.body.deletion_requested_at).toBeNull();
    await request(app).post(`/api/v1/accounts/${parent.uid}/erase`).set(bearer(admin)).expect(400);
    expect((await db.doc(`accounts/${parent.uid}`).get()).get('firstName')).toBe('Rosa');
  });
});
