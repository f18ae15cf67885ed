import request from 'supertest';

import { seedAccount, seedMembership } from '../../test-support/admin-fixtures';
import {
  createTestUser,
  emulatorServices,
  isolatedFirestore,
  type TestUser,
} from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

// A Firestore of its own: these tests count whole tables.
const { db, clear } = isolatedFirestore('demo-iltkd-admin');
const { auth } = emulatorServices();
const app = testApp({ db });
let admin: TestUser;

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.idToken}` });
const asAdmin = (call: request.Test) => call.set(bearer(admin));

async function auditOf(recordId: string) {
  const snapshot = await db.collection('auditLog').where('recordId', '==', recordId).get();
  return snapshot.docs.map((doc) => doc.data());
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  await clear();
  await db.doc('accounts/warm-up').get();
}, 30_000);

beforeEach(async () => {
  await clear();
  await seedAccount(db, admin.uid, { email: admin.email, role: 'admin', firstName: 'Root' });
});

describe('GET /accounts (admin)', () => {
  beforeEach(async () => {
    await seedAccount(db, 'ana', { firstName: 'Ana', lastName: 'Lopez' });
    await seedAccount(db, 'bruno', { firstName: 'Bruno', lastName: 'Diaz' });
    await seedAccount(db, 'maria', { firstName: 'María', lastName: 'Ruiz', isActive: false });
  });

  it('When an admin pages through accounts, then each page holds its share and the total counts all', async () => {
    const page = await asAdmin(request(app).get('/api/v1/accounts?skip=1&limit=2'));
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(4);
    expect(page.body.accounts).toHaveLength(2);
  });

  it('When the search starts a name without its accent, then it finds the account', async () => {
    const found = await asAdmin(request(app).get('/api/v1/accounts?search=MARI'));
    expect(found.body.total).toBe(1);
    expect(found.body.accounts[0].id).toBe('maria');
  });

  it('When active_only is true, then inactive accounts are left out', async () => {
    const active = await asAdmin(request(app).get('/api/v1/accounts?active_only=true'));
    expect(active.body.accounts.map((a: { id: string }) => a.id)).not.toContain('maria');
    expect(active.body.total).toBe(3);
  });
});

describe('PUT /accounts/{id} (admin edit)', () => {
  const edit = (role: string) => ({
    first_name: 'Ana',
    last_name: 'Lopez',
    email: 'ana.lopez@example.test',
    phone: '312-555-0177',
    role,
  });

  it('When an admin makes a member admin, then the claim is added beside the others and the audit names fields only', async () => {
    const user = await createTestUser({ activeMember: true });
    await seedAccount(db, user.uid, { email: user.email });
    const response = await asAdmin(request(app).put(`/api/v1/accounts/${user.uid}`)).send({
      ...edit('admin'),
      email: user.email,
    });
    expect(response.status).toBe(200);
    expect(response.body.role).toBe('admin');
    expect((await auth.getUser(user.uid)).customClaims).toEqual({
      activeMember: true,
      admin: true,
    });
    const [entry] = await auditOf(user.uid);
    expect(entry).toMatchObject({ actorUid: admin.uid, action: 'role', collection: 'accounts' });
    expect(entry?.changedFields).toEqual(['phone', 'role']);
    expect(JSON.stringify(entry)).not.toContain('312-555-0177');
  });

  it('When the last admin would lose the role, then it answers 403 and the role stays', async () => {
    const response = await asAdmin(request(app).put(`/api/v1/accounts/${admin.uid}`)).send({
      ...edit('member'),
      email: admin.email,
    });
    expect(response.status).toBe(403);
    expect((await db.doc(`accounts/${admin.uid}`).get()).get('role')).toBe('admin');
    expect(await auditOf(admin.uid)).toEqual([]);
  });

  it('When another admin remains, then an admin loses the role and the claim', async () => {
    const other = await createTestUser({ admin: true, activeMember: true });
    await seedAccount(db, other.uid, { email: other.email, role: 'admin' });
    const response = await asAdmin(request(app).put(`/api/v1/accounts/${other.uid}`)).send({
      ...edit('member'),
      email: other.email,
    });
    expect(response.status).toBe(200);
    expect((await auth.getUser(other.uid)).customClaims).toEqual({ activeMember: true });
  });
});

describe('Demoting an administrator', () => {
  const edit = (role: string) => ({
    first_name: 'Ana',
    last_name: 'Lopez',
    phone: '312-555-0177',
    role,
  });

  it('When an admin loses the role, then the token they already hold is refused at once and their sessions end', async () => {
    const other = await createTestUser({ admin: true });
    await seedAccount(db, other.uid, { email: other.email, role: 'admin' });
    await request(app).get('/api/v1/accounts').set(bearer(other)).expect(200);
    // Revocation counts in whole seconds from the token's issue time.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await asAdmin(request(app).put(`/api/v1/accounts/${other.uid}`))
      .send({ ...edit('member'), email: other.email })
      .expect(200);
    const stale = await request(app).get('/api/v1/accounts').set(bearer(other));
    expect(stale.status).toBe(401);
    const restore = await request(app)
      .put(`/api/v1/accounts/${other.uid}`)
      .set(bearer(other))
      .send({ ...edit('admin'), email: other.email });
    expect(restore.status).toBe(401);
    expect((await db.doc(`accounts/${other.uid}`).get()).get('role')).toBe('member');
    expect((await auth.getUser(other.uid)).tokensValidAfterTime).toBeDefined();
  });
});

describe('DELETE /accounts/{id}/soft and POST /accounts/{id}/restore', () => {
  it('When an admin trashes an account, then it leaves the list, shows in the trash, cannot sign in, and comes back on restore', async () => {
    const user = await createTestUser();
    await seedAccount(db, user.uid, { email: user.email });
    await asAdmin(request(app).delete(`/api/v1/accounts/${user.uid}/soft`)).expect(200);
    const live = await asAdmin(request(app).get('/api/v1/accounts'));
    expect(live.body.accounts.map((a: { id: string }) => a.id)).not.toContain(user.uid);
    const trash = await asAdmin(request(app).get('/api/v1/accounts?deleted=true'));
    expect(trash.body.accounts.map((a: { id: string }) => a.id)).toEqual([user.uid]);
    expect((await auth.getUser(user.uid)).disabled).toBe(true);
    await asAdmin(request(app).post(`/api/v1/accounts/${user.uid}/restore`)).expect(200);
    expect((await db.doc(`accounts/${user.uid}`).get()).get('deletedAt')).toBeNull();
    expect((await auth.getUser(user.uid)).disabled).toBe(false);
    expect((await auditOf(user.uid)).map((entry) => entry.action).sort()).toEqual([
      'restore',
      'soft_delete',
    ]);
  });
});

describe('GET /memberships (admin)', () => {
  beforeEach(async () => {
    await seedMembership(db, { id: 'm-athlete', role: 'athlete', status: 'active' });
    await seedMembership(db, {
      id: 'm-coach',
      role: 'coach',
      status: 'in_review',
      firstName: 'Omar',
      lastName: 'Ali',
      currentSchool: 'Prairie Dojang',
    });
    await seedMembership(db, { id: 'm-referee', role: 'referee', status: 'active' });
  });

  it("When the role is coach and the status 'all', then only coaches are listed", async () => {
    const response = await asAdmin(request(app).get('/api/v1/memberships?role=coach&status=all'));
    expect(response.body).toMatchObject({ total: 1, memberships: [{ id: 'm-coach' }] });
  });

  it('When the search starts a school name, then memberships of that school are found', async () => {
    const response = await asAdmin(request(app).get('/api/v1/memberships?search=prairie'));
    expect(response.body.memberships.map((m: { id: string }) => m.id)).toEqual(['m-coach']);
  });

  it('When the status is active, then both active memberships are counted', async () => {
    const response = await asAdmin(request(app).get('/api/v1/memberships?status=active'));
    expect(response.body.total).toBe(2);
  });
});

describe('membership status changes, soft delete and restore', () => {
  it('When an admin activates, suspends and cancels, then each status is stored and audited', async () => {
    const { id } = await seedMembership(db);
    const activated = await asAdmin(request(app).post(`/api/v1/memberships/${id}/activate`)).send({
      reason: 'Paid at the club',
    });
    expect(activated.body.status).toBe('active');
    expect(activated.body.expires_at).not.toBeNull();
    await asAdmin(request(app).post(`/api/v1/memberships/${id}/suspend`))
      .send({ reason: 'Conduct review' })
      .expect(200);
    expect((await db.doc(`memberships/${id}`).get()).get('status')).toBe('suspended');
    await asAdmin(request(app).post(`/api/v1/memberships/${id}/cancel`))
      .send({ reason: 'Asked to leave' })
      .expect(200);
    expect((await db.doc(`memberships/${id}`).get()).get('status')).toBe('cancelled');
    expect((await auditOf(id)).filter((entry) => entry.action === 'status')).toHaveLength(3);
  });

  it('When the admin update sends the legacy status pending, then pending_payment is stored', async () => {
    const { id } = await seedMembership(db);
    await asAdmin(request(app).put(`/api/v1/memberships/${id}/admin`))
      .send({ status: 'pending' })
      .expect(200);
    expect((await db.doc(`memberships/${id}`).get()).get('status')).toBe('pending_payment');
  });

  it('When an admin edits school and phone, then the audit names those fields without their values', async () => {
    const membership = await seedMembership(db);
    const response = await asAdmin(
      request(app).put(`/api/v1/memberships/${membership.id}/admin`),
    ).send({
      personal_info: {
        first_name: 'Mia',
        last_name: 'Santos',
        phone: '773-555-0999',
        date_of_birth: '2012-04-02',
        gender: 'female',
        t_shirt_size: 'YM',
        uniform_size: '2',
        parent_name: 'Ana Santos (parent)',
        use_account_address: true,
      },
      taekwondo_background: { current_school: 'Evanston Tigers' },
    });
    expect(response.status).toBe(200);
    const [entry] = await auditOf(membership.id);
    expect(entry?.changedFields).toEqual(['currentSchool', 'phone']);
    const stored = JSON.stringify(entry);
    expect(stored).not.toContain('773-555-0999');
    expect(stored).not.toContain('Evanston');
    expect(stored).not.toContain('Mia');
    const history = await asAdmin(request(app).get(`/api/v1/audit?record_id=${membership.id}`));
    expect(history.body.entries).toEqual([
      expect.objectContaining({
        action: 'update',
        changed_fields: ['currentSchool', 'phone'],
        actor_uid: admin.uid,
        actor_email: admin.email,
      }),
    ]);
    // The actor is named by their own account; nothing of the edited record is served.
    expect(history.body.entries[0].actor_name).toMatch(/^Root\b/);
    const served = JSON.stringify(history.body);
    expect(served).not.toContain('773-555-0999');
    expect(served).not.toContain('Evanston');
  });

  it('When an admin trashes a membership, then it leaves the list for the trash and comes back on restore', async () => {
    const { id } = await seedMembership(db);
    await asAdmin(request(app).delete(`/api/v1/memberships/${id}/soft`)).expect(200);
    expect((await asAdmin(request(app).get('/api/v1/memberships'))).body.total).toBe(0);
    const trash = await asAdmin(request(app).get('/api/v1/memberships?deleted=true'));
    expect(trash.body.memberships.map((m: { id: string }) => m.id)).toEqual([id]);
    const statusWhileTrashed = await asAdmin(
      request(app).post(`/api/v1/memberships/${id}/activate`),
    ).send({ reason: 'Paid at the club' });
    expect(statusWhileTrashed.status).toBe(404);
    await asAdmin(request(app).post(`/api/v1/memberships/${id}/restore`)).expect(200);
    expect((await asAdmin(request(app).get('/api/v1/memberships'))).body.total).toBe(1);
  });
});
