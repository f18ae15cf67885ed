import { randomUUID } from 'node:crypto';

import request from 'supertest';

import { auditLog } from '../../audit/audit-log';
import { mailOutbox } from '../../mail/mail-outbox';
import { seedAccount, seedClub, seedMembership } from '../../test-support/admin-fixtures';
import {
  createTestUser,
  isolatedFirestore,
  seedSignIn,
  type TestUser,
} from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';
import type { Caller } from '../auth/caller';

import { adminMembershipsRepository } from './memberships/admin-memberships.repository';
import { adminMembershipsService } from './memberships/admin-memberships.service';

jest.setTimeout(30_000);

// A Firestore of its own: these tests count mails, audit entries and whole tables.
const { db, clear } = isolatedFirestore('demo-iltkd-status-actions');
const NOW = new Date('2026-11-22T18:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);
const app = testApp({ db, now: () => NOW });
let admin: TestUser;
let member: TestUser;
let owner: string;

const asAdmin = (call: request.Test) => call.set({ authorization: `Bearer ${admin.idToken}` });
const asMember = (call: request.Test) => call.set({ authorization: `Bearer ${member.idToken}` });

async function mails() {
  const snapshot = await db.collection('mail').get();
  return snapshot.docs.map(
    (doc) => doc.data() as { to: string; message: { subject: string; text: string } },
  );
}
async function auditOf(recordId: string) {
  const snapshot = await db.collection('auditLog').where('recordId', '==', recordId).get();
  return snapshot.docs.map((doc) => doc.data());
}
const adminCaller = (): Caller => ({
  uid: admin.uid,
  email: admin.email,
  emailVerified: true,
  isAdmin: true,
  signInProvider: 'password',
});
const stored = async (path: string) => (await db.doc(path).get()).data() ?? {};

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  member = await createTestUser();
}, 30_000);

beforeEach(async () => {
  await clear();
  owner = `owner-${randomUUID()}`;
  await seedSignIn(owner, `${owner}@example.test`);
  await seedAccount(db, owner);
});

const activeMembership = (fields: Record<string, unknown> = {}) =>
  seedMembership(db, {
    accountUid: owner,
    status: 'active',
    paymentStatus: 'paid',
    memberId: 'IL-2026-000042',
    activatedAt: new Date('2026-03-01T15:00:00Z'),
    expiresAt: new Date('2027-03-01T15:00:00Z'),
    ...fields,
  });

describe('POST /memberships/:id/activate|suspend|cancel', () => {
  it.each([
    ['no body', undefined],
    ['a blank reason', { reason: '   ' }],
    ['a reason of 501 characters', { reason: 'x'.repeat(501) }],
    ['an object for a reason', { reason: { text: 'Review' } }],
  ])(
    'When the request has %s, then it is refused with 400 and nothing changes',
    async (_c, body) => {
      const { id } = await activeMembership();

      const response = await asAdmin(request(app).post(`/api/v1/memberships/${id}/suspend`)).send(
        body,
      );

      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toMatch(/reason|JSON/);
      expect((await stored(`memberships/${id}`)).status).toBe('active');
      expect(await auditOf(id)).toEqual([]);
      expect(await mails()).toEqual([]);
    },
  );

  it('When an admin suspends with a reason, then it is stored, audited with the reason and emailed to the owner', async () => {
    const { id } = await activeMembership();

    const response = await asAdmin(request(app).post(`/api/v1/memberships/${id}/suspend`)).send({
      reason: '  Unpaid tournament fee  ',
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'suspended',
      status_reason: 'Unpaid tournament fee',
      status_changed_at: NOW.toISOString(),
    });
    const record = await stored(`memberships/${id}`);
    expect(record.statusReason).toBe('Unpaid tournament fee');
    expect(record.statusChangedAt.toDate()).toEqual(NOW);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'status',
      actorUid: admin.uid,
      reason: 'Unpaid tournament fee',
      changedFields: ['status', 'statusReason'],
    });
    const [mail] = await mails();
    expect(mail?.to).toBe(`${owner}@example.test`);
    expect(mail?.message.subject).toBe('Your membership has been suspended');
    expect(mail?.message.text).toContain('suspended the membership of Mia Santos');
    expect(mail?.message.text).toContain('Reason: Unpaid tournament fee');
    expect(mail?.message.text).toMatch(/https?:\/\/[^\s]+\/my-account/);
  });

  it('When an admin suspends from a request naming a foreign Origin and forwarded host, then the emailed link still leads to the configured site', async () => {
    const { id } = await activeMembership();

    await asAdmin(request(app).post(`/api/v1/memberships/${id}/suspend`))
      .set('Origin', 'https://evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send({ reason: 'Unpaid tournament fee' })
      .expect(200);

    const [mail] = await mails();
    expect(mail?.message.text).toContain('http://127.0.0.1:5000/my-account');
    expect(mail?.message.text).not.toContain('evil.example');
  });

  it('When the owner reads Spanish, then the notice is in Spanish', async () => {
    await seedAccount(db, owner, { preferredLanguage: 'es' });
    const { id } = await activeMembership();

    await asAdmin(request(app).post(`/api/v1/memberships/${id}/cancel`))
      .send({ reason: 'Solicitud del miembro' })
      .expect(200);

    const [mail] = await mails();
    expect(mail?.message.subject).toBe('Su membresía ha sido cancelada');
    expect(mail?.message.text).toContain('Motivo: Solicitud del miembro');
  });

  it('When the owner has no verified address, then the change is made without an email', async () => {
    await seedSignIn(owner, `${owner}@example.test`, false);
    const { id } = await activeMembership();

    await asAdmin(request(app).post(`/api/v1/memberships/${id}/suspend`))
      .send({ reason: 'Review' })
      .expect(200);

    expect((await stored(`memberships/${id}`)).status).toBe('suspended');
    expect(await mails()).toEqual([]);
  });

  it('When an admin activates a record whose expiry has passed, then it is refused: renew instead', async () => {
    const { id } = await activeMembership({
      status: 'suspended',
      expiresAt: new Date('2026-11-01T15:00:00Z'),
    });

    const response = await asAdmin(request(app).post(`/api/v1/memberships/${id}/activate`)).send({
      reason: 'Dispute settled',
    });

    expect(response.status).toBe(400);
    expect(response.body.detail ?? response.body.message ?? response.body.error).toBe(
      'This membership expired on 2026-11-01; renew it instead.',
    );
    expect((await stored(`memberships/${id}`)).status).toBe('suspended');
    expect(await mails()).toEqual([]);
  });

  it('When an admin reactivates a suspended record within its year, then it is active with the reason', async () => {
    const { id } = await activeMembership({ status: 'suspended' });

    const response = await asAdmin(request(app).post(`/api/v1/memberships/${id}/activate`)).send({
      reason: 'Fee paid',
    });

    expect(response.body).toMatchObject({
      status: 'active',
      status_reason: 'Fee paid',
      expires_at: '2027-03-01T15:00:00.000Z',
    });
    expect((await mails())[0]?.message.subject).toBe('Your membership is active');
  });

  it('When a member calls it, then 403 comes before any word on the body', async () => {
    const { id } = await activeMembership();
    await asMember(request(app).post(`/api/v1/memberships/${id}/suspend`)).expect(403);
  });

  it('When the service has a standing hook, then it is called with the owner after the commit', async () => {
    const { id } = await activeMembership();
    const seen: [string[], unknown][] = [];
    const service = adminMembershipsService({
      memberships: adminMembershipsRepository(
        db,
        auditLog(db),
        mailOutbox(db, () => NOW),
      ),
      recipientOf: async () => null,
      // What the hook finds stored: the change has committed.
      onStandingChanged: async (uids) => {
        seen.push([uids, (await stored(`memberships/${id}`)).status]);
      },
      now: () => NOW,
    });

    await service.setStatus(adminCaller(), id, {
      status: 'suspended',
      reason: 'Review',
      siteOrigin: 'https://members.example.org',
    });

    expect(seen).toEqual([[[owner], 'suspended']]);

    // The edit dialog's status and the trash move standing too.
    await service.update(adminCaller(), id, { status: 'approved' }, 'https://members.example.org');
    await service.softDelete(adminCaller(), id);
    expect(seen.map(([uids]) => uids)).toEqual([[owner], [owner], [owner]]);
    expect(seen[1]?.[1]).toBe('approved');
  });
});

describe('POST /club-memberships/:id/activate|suspend|cancel', () => {
  const activeClub = (fields: Record<string, unknown> = {}) =>
    seedClub(db, { ownerUid: owner, expiresAt: new Date('2027-03-01T15:00:00Z'), ...fields });

  it('When an admin suspends a club with a reason, then it is stored, audited and emailed', async () => {
    const club = await activeClub();

    const response = await asAdmin(
      request(app).post(`/api/v1/club-memberships/${club.id}/suspend`),
    ).send({ reason: 'Insurance lapsed' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'suspended', status_reason: 'Insurance lapsed' });
    expect((await auditOf(club.id))[0]).toMatchObject({
      action: 'status',
      reason: 'Insurance lapsed',
    });
    const [mail] = await mails();
    expect(mail?.to).toBe(`${owner}@example.test`);
    expect(mail?.message.text).toContain('suspended the club membership of Lakeshore Taekwondo');
  });

  it('When the reason is missing, then 400 and the club is unchanged', async () => {
    const club = await activeClub();
    await asAdmin(request(app).post(`/api/v1/club-memberships/${club.id}/cancel`))
      .send({})
      .expect(400);
    expect((await stored(`clubs/${club.id}`)).status).toBe('active');
  });

  it('When an admin activates a club whose expiry has passed, then it is refused: renew instead', async () => {
    const club = await activeClub({
      status: 'expired',
      expiresAt: new Date('2026-10-01T15:00:00Z'),
    });

    const response = await asAdmin(
      request(app).post(`/api/v1/club-memberships/${club.id}/activate`),
    ).send({ reason: 'Paid by cheque' });

    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(
      'This club membership expired on 2026-10-01; renew it instead.',
    );
  });

  it('When a member calls it, then 403', async () => {
    const club = await activeClub();
    await asMember(request(app).post(`/api/v1/club-memberships/${club.id}/suspend`))
      .send({ reason: 'x' })
      .expect(403);
  });
});

describe("the edit dialogs' PUT, moving a record into active, suspended or cancelled", () => {
  const clubInfo = {
    club_name: 'Lakeshore Taekwondo',
    club_owner_name: 'Daniel Kim',
    club_address: '3100 N Sheridan Rd, Chicago, IL 60657',
    club_email: 'info@lakeshore.example',
    club_phone: '773-555-0199',
    club_logo: null,
  };
  const putMembership = (id: string, body: object) =>
    asAdmin(request(app).put(`/api/v1/memberships/${id}/admin`)).send(body);
  const putClub = (id: string, body: object) =>
    asAdmin(request(app).put(`/api/v1/club-memberships/${id}`)).send(body);
  const activeClub = (fields: Record<string, unknown> = {}) =>
    seedClub(db, { ownerUid: owner, expiresAt: new Date('2027-03-01T15:00:00Z'), ...fields });

  it.each([
    ['no reason', {}],
    ['a blank reason', { status_reason: '   ' }],
  ])(
    'When a membership is suspended with %s, then 400 names status_reason and nothing changes',
    async (_c, reason) => {
      const { id } = await activeMembership();

      const response = await putMembership(id, {
        status: 'suspended',
        taekwondo_background: { current_school: 'Evanston Tigers' },
        ...reason,
      });

      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([
        {
          field: 'status_reason',
          message: expect.stringMatching(/reason/i),
          code: 'validation.statusReason',
          params: {},
        },
      ]);
      const record = await stored(`memberships/${id}`);
      expect(record).toMatchObject({ status: 'active', currentSchool: 'Lakeshore Taekwondo' });
      expect(await auditOf(id)).toEqual([]);
      expect(await mails()).toEqual([]);
    },
  );

  it('When the reason has 501 characters, then 400', async () => {
    const { id } = await activeMembership();
    const response = await putMembership(id, {
      status: 'cancelled',
      status_reason: 'x'.repeat(501),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].field).toBe('status_reason');
    expect((await stored(`memberships/${id}`)).status).toBe('active');
  });

  it('When a membership is suspended with a reason and other edits, then both are saved and the status goes the way of the suspend action', async () => {
    const { id } = await activeMembership();

    const response = await putMembership(id, {
      status: 'suspended',
      status_reason: '  Unpaid tournament fee  ',
      taekwondo_background: { current_school: 'Evanston Tigers' },
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'suspended',
      status_reason: 'Unpaid tournament fee',
      status_changed_at: NOW.toISOString(),
    });
    const record = await stored(`memberships/${id}`);
    expect(record).toMatchObject({
      status: 'suspended',
      statusReason: 'Unpaid tournament fee',
      currentSchool: 'Evanston Tigers',
    });
    expect(record.statusChangedAt.toDate()).toEqual(NOW);
    const [entry, ...more] = await auditOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'status', reason: 'Unpaid tournament fee' });
    expect(entry?.changedFields).toEqual(
      expect.arrayContaining(['currentSchool', 'status', 'statusReason']),
    );
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.to).toBe(`${owner}@example.test`);
    expect(mail?.message.subject).toBe('Your membership has been suspended');
    expect(mail?.message.text).toContain('Reason: Unpaid tournament fee');
  });

  it('When the owner reads Spanish, then the notice of the edit dialog is in Spanish', async () => {
    await seedAccount(db, owner, { preferredLanguage: 'es' });
    const { id } = await activeMembership();

    await putMembership(id, { status: 'cancelled', status_reason: 'Solicitud del miembro' }).expect(
      200,
    );

    const [mail] = await mails();
    expect(mail?.message.subject).toBe('Su membresía ha sido cancelada');
    expect(mail?.message.text).toContain('Motivo: Solicitud del miembro');
  });

  it('When the edit dialog activates a membership past its expiry, then it is refused and the other edits are not saved', async () => {
    const { id } = await activeMembership({
      status: 'suspended',
      expiresAt: new Date('2026-11-01T15:00:00Z'),
    });

    const response = await putMembership(id, {
      status: 'active',
      status_reason: 'Dispute settled',
      taekwondo_background: { current_school: 'Evanston Tigers' },
    });

    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(
      'This membership expired on 2026-11-01; renew it instead.',
    );
    expect(await stored(`memberships/${id}`)).toMatchObject({
      status: 'suspended',
      currentSchool: 'Lakeshore Taekwondo',
    });
    expect(await mails()).toEqual([]);
  });

  it.each([
    ['keeps the status as it is', 'active', { status: 'active' }],
    ['moves it to approved', 'in_review', { status: 'approved' }],
    ['sends no status', 'active', {}],
  ])('When the edit %s, then no reason is needed and no one is emailed', async (_c, from, body) => {
    const { id } = await activeMembership({ status: from });

    const response = await putMembership(id, {
      ...body,
      taekwondo_background: { current_school: 'Evanston Tigers' },
    });

    expect(response.status).toBe(200);
    expect((await stored(`memberships/${id}`)).currentSchool).toBe('Evanston Tigers');
    expect(await mails()).toEqual([]);
  });

  it('When the service updates with a status and reason, then the standing hook is called once with the owner', async () => {
    const { id } = await activeMembership();
    const seen: string[][] = [];
    const service = adminMembershipsService({
      memberships: adminMembershipsRepository(
        db,
        auditLog(db),
        mailOutbox(db, () => NOW),
      ),
      recipientOf: async () => null,
      onStandingChanged: async (uids) => {
        seen.push(uids);
      },
      now: () => NOW,
    });

    await service.update(
      adminCaller(),
      id,
      { status: 'suspended', status_reason: 'Review' },
      'https://members.example.org',
    );

    expect(seen).toEqual([[owner]]);
    expect((await stored(`memberships/${id}`)).statusReason).toBe('Review');
  });

  it('When a club is suspended without a reason, then 400 names status_reason and nothing changes', async () => {
    const club = await activeClub();

    const response = await putClub(club.id, { status: 'suspended', club_info: clubInfo });

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        field: 'status_reason',
        message: expect.stringMatching(/reason/i),
        code: 'validation.statusReason',
        params: {},
      },
    ]);
    expect(await stored(`clubs/${club.id}`)).toMatchObject({
      status: 'active',
      clubInfo: { clubPhone: '773-555-0145' },
    });
    expect(await auditOf(club.id)).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it('When a club is suspended with a reason and new details, then both are saved, audited with the reason and emailed', async () => {
    const club = await activeClub();

    const response = await putClub(club.id, {
      status: 'suspended',
      status_reason: 'Insurance lapsed',
      club_info: clubInfo,
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'suspended', status_reason: 'Insurance lapsed' });
    expect(await stored(`clubs/${club.id}`)).toMatchObject({
      statusReason: 'Insurance lapsed',
      clubInfo: { clubPhone: '773-555-0199' },
    });
    const entries = await auditOf(club.id);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'status', reason: 'Insurance lapsed' }),
    ]);
    const [mail] = await mails();
    expect(mail?.message.text).toContain('suspended the club membership of Lakeshore Taekwondo');
  });

  it('When the edit dialog activates a club past its expiry, then it is refused: renew instead', async () => {
    const club = await activeClub({
      status: 'expired',
      expiresAt: new Date('2026-10-01T15:00:00Z'),
    });

    const response = await putClub(club.id, { status: 'active', status_reason: 'Paid by cheque' });

    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('renew it instead');
    expect((await stored(`clubs/${club.id}`)).status).toBe('expired');
  });

  it('When a club is approved or keeps its status, then no reason is needed', async () => {
    const pending = await activeClub({ status: 'application_received' });
    await putClub(pending.id, { status: 'approved' }).expect(200);
    const active = await activeClub();
    await putClub(active.id, { status: 'active', club_info: clubInfo }).expect(200);
    expect(await mails()).toEqual([]);
  });
});

describe('the expiry filters', () => {
  beforeEach(async () => {
    const seed = (id: string, fields: Record<string, unknown>) =>
      seedMembership(db, { id, status: 'active', ...fields });
    await seed('in-10', { expiresAt: inDays(10) });
    await seed('in-25-coach', { expiresAt: inDays(25), role: 'coach', lastName: 'Park' });
    await seed('in-45', { expiresAt: inDays(45) });
    await seed('in-90', { expiresAt: inDays(90) });
    await seed('past-active', { expiresAt: inDays(-1) });
    await seed('expired-5', { status: 'expired', expiresAt: inDays(-5) });
    await seed('expired-50', { status: 'expired', expiresAt: inDays(-50) });
    await seed('trashed', { expiresAt: inDays(5), deletedAt: inDays(-1) });
  });

  const ids = async (query: string) => {
    const response = await asAdmin(request(app).get(`/api/v1/memberships?${query}`));
    expect(response.status).toBe(200);
    return {
      ids: response.body.memberships.map((m: { id: string }) => m.id),
      total: response.body.total,
    };
  };

  it.each([
    ['expiry=within_30_days', ['in-10', 'in-25-coach'], 2],
    ['expiry=within_60_days', ['in-10', 'in-25-coach', 'in-45'], 3],
    ['expiry=expired', ['expired-5', 'expired-50'], 2],
    ['expiry=within_60_days&role=coach', ['in-25-coach'], 1],
    ['expiry=within_60_days&limit=2&skip=2', ['in-45'], 3],
    ['expiry=within_30_days&status=expired', [], 0],
    ['expiry=within_60_days&status=active&search=park', ['in-25-coach'], 1],
    ['expiry=all', expect.arrayContaining(['in-90', 'expired-50']), 7],
  ])(
    'When the memberships tab asks %s, then it lists the matching records',
    async (query, expected, total) => {
      expect(await ids(query)).toEqual({ ids: expected, total });
    },
  );

  it('When the expiry filter is unknown, then 400', async () => {
    await asAdmin(request(app).get('/api/v1/memberships?expiry=soon')).expect(400);
  });

  it('When the clubs tab asks for clubs expiring within 30 days or expired, then it lists them', async () => {
    await seedClub(db, { id: 'club-soon', expiresAt: inDays(20) });
    await seedClub(db, { id: 'club-later', expiresAt: inDays(200) });
    await seedClub(db, { id: 'club-gone', status: 'expired', expiresAt: inDays(-3) });

    const soon = await asAdmin(request(app).get('/api/v1/club-memberships?expiry=within_30_days'));
    expect(soon.body.club_memberships.map((c: { id: string }) => c.id)).toEqual(['club-soon']);
    const gone = await asAdmin(request(app).get('/api/v1/club-memberships?expiry=expired'));
    expect(gone.body.club_memberships.map((c: { id: string }) => c.id)).toEqual(['club-gone']);
    expect(gone.body.total).toBe(1);
  });
});
