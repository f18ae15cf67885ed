import request from 'supertest';

import { ownClubInfo, seedClub, seedMembership } from '../../test-support/admin-fixtures';
import { createTestUser, emulatorServices, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

const { db } = emulatorServices();
const app = testApp();
let member: TestUser;
let membershipId: string;
let clubId: string;

beforeAll(async () => {
  member = await createTestUser();
  membershipId = (await seedMembership(db, { accountUid: 'not-the-member' })).id;
  clubId = (await seedClub(db, { ownerUid: 'not-the-member', clubInfo: ownClubInfo() })).id;
});

type Method = 'get' | 'put' | 'post' | 'delete';
const adminEndpoints = (): [Method, string, object?][] => [
  ['get', '/api/v1/accounts'],
  [
    'put',
    '/api/v1/accounts/not-the-member',
    { first_name: 'A', last_name: 'B', email: 'a@b.co', role: 'admin' },
  ],
  ['delete', '/api/v1/accounts/not-the-member/soft'],
  ['post', '/api/v1/accounts/not-the-member/restore'],
  ['get', '/api/v1/memberships'],
  ['put', `/api/v1/memberships/${membershipId}/admin`, { status: 'active' }],
  ['post', `/api/v1/memberships/${membershipId}/activate`, { reason: 'Paid at the club' }],
  ['post', `/api/v1/memberships/${membershipId}/suspend`, { reason: 'Conduct review' }],
  ['post', `/api/v1/memberships/${membershipId}/cancel`, { reason: 'Asked to leave' }],
  ['delete', `/api/v1/memberships/${membershipId}/soft`],
  ['post', `/api/v1/memberships/${membershipId}/restore`],
  ['get', '/api/v1/club-memberships'],
  ['put', `/api/v1/club-memberships/${clubId}`, { status: 'cancelled' }],
  ['post', '/api/v1/club-memberships/invitations', { club_name: 'X TKD', club_email: 'x@x.co' }],
  ['post', '/api/v1/club-memberships/invitations/SOMECODE1234/revoke'],
  ['delete', `/api/v1/club-memberships/${clubId}/soft`],
  ['post', `/api/v1/club-memberships/${clubId}/restore`],
  ['post', `/api/v1/club-memberships/${clubId}/activate`, { reason: 'Paid at the office' }],
  ['post', `/api/v1/club-memberships/${clubId}/suspend`],
  ['post', `/api/v1/club-memberships/${clubId}/cancel`, { reason: 'Club closed' }],
  ['get', `/api/v1/audit?record_id=${membershipId}`],
  ['get', '/api/v1/admin/export/accounts.csv'],
  ['get', '/api/v1/admin/export/memberships.csv'],
  ['get', '/api/v1/admin/export/club-memberships.csv'],
];

describe('admin endpoints', () => {
  it('When there is no token, then every admin endpoint answers 401', async () => {
    for (const [method, path, body] of adminEndpoints()) {
      const response = await request(app)[method](path).send(body);
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
    }
  });

  it('When a signed-in member calls them, then every admin endpoint answers 403 and nothing changes', async () => {
    const membershipBefore = (await db.doc(`memberships/${membershipId}`).get()).data();
    const clubBefore = (await db.doc(`clubs/${clubId}`).get()).data();
    for (const [method, path, body] of adminEndpoints()) {
      const response = await request(app)
        [method](path)
        .set({ authorization: `Bearer ${member.idToken}` })
        .send(body);
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
    }
    expect((await db.doc(`memberships/${membershipId}`).get()).data()).toEqual(membershipBefore);
    expect((await db.doc(`clubs/${clubId}`).get()).data()).toEqual(clubBefore);
    const audit = await db.collection('auditLog').where('recordId', '==', membershipId).get();
    expect(audit.size).toBe(0);
  });
});
