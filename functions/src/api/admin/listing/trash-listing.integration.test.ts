import request from 'supertest';

import { seedAccount, seedClub, seedMembership } from '../../../test-support/admin-fixtures';
import { createTestUser, isolatedFirestore, type TestUser } from '../../../test-support/emulators';
import { testApp } from '../../../test-support/test-app';

jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-trash-listing');
const app = testApp({ db });
let admin: TestUser;

const TRASHED_AT = new Date('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  await clear();
  await seedAccount(db, admin.uid, { email: admin.email, role: 'admin' });
});

describe('The admin trash', () => {
  it.each([
    ['/accounts', 'accounts'],
    ['/memberships', 'memberships'],
    ['/club-memberships', 'club_memberships'],
  ])(
    'When an administrator opens the trash of %s, then each record answers the date it was trashed',
    async (path, key) => {
      await seedAccount(db, 'trashed-account', { deletedAt: TRASHED_AT });
      await seedMembership(db, { accountUid: 'trashed-account', deletedAt: TRASHED_AT });
      await seedClub(db, { ownerUid: 'trashed-account', deletedAt: TRASHED_AT });

      const response = await request(app)
        .get(`/api/v1${path}`)
        .query({ deleted: true })
        .set({ authorization: `Bearer ${admin.idToken}` });

      expect(response.status).toBe(200);
      const rows = response.body[key] as { deleted_at?: unknown }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.deleted_at)).toEqual(rows.map(() => TRASHED_AT.toISOString()));
    },
  );
});
