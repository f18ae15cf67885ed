import request from 'supertest';

import { seedAccount, seedClub, seedMembership } from '../../test-support/admin-fixtures';
import { documentsReadBy } from '../../test-support/document-reads';
import { createTestUser, isolatedFirestore, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(30_000);

// A Firestore of its own: these tests count what a search reads.
const { db, clear } = isolatedFirestore('demo-iltkd-admin-search');
const app = testApp({ db });
let admin: TestUser;

const asAdmin = (call: request.Test) => call.set({ authorization: `Bearer ${admin.idToken}` });
const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  await clear();
  await seedAccount(db, admin.uid, { email: admin.email, role: 'admin', firstName: 'Root' });
}, 30_000);

describe('Admin search by the start of any word', () => {
  beforeAll(async () => {
    await seedMembership(db, { id: 'mary', firstName: 'Mary', lastName: 'Johnson' });
    await seedMembership(db, {
      id: 'jose',
      firstName: 'José',
      lastName: 'Ortega Ruiz',
      email: 'jo.ortega@example.test',
      currentSchool: 'Prairie Tigers',
    });
    await seedMembership(db, { id: 'other', firstName: 'Ana', lastName: 'Diaz' });
    await seedAccount(db, 'mary-account', { firstName: 'Mary Ann', lastName: 'Johnson' });
    await seedClub(db, {
      id: 'club',
      clubInfo: {
        clubName: 'North Shore Taekwondo',
        clubOwnerName: 'Rosa Díaz',
        clubAddress: '1 Main St, Evanston, IL 60201',
        clubEmail: 'contact@northshore.example',
        clubPhone: '847-555-0100',
        clubLogo: null,
      },
    });
  });

  it('When the search is "john", then it finds Mary Johnson', async () => {
    const memberships = await asAdmin(request(app).get('/api/v1/memberships?search=john'));
    expect(ids(memberships.body.memberships)).toEqual(['mary']);
    const accounts = await asAdmin(request(app).get('/api/v1/accounts?search=john'));
    expect(ids(accounts.body.accounts)).toEqual(['mary-account']);
  });

  it('When the search is "jose" or "JOSÉ", then it finds José whatever the accent and case', async () => {
    for (const search of ['jose', 'JOSÉ']) {
      const response = await asAdmin(
        request(app).get(`/api/v1/memberships?search=${encodeURIComponent(search)}`),
      );
      expect(ids(response.body.memberships)).toEqual(['jose']);
    }
  });

  it.each([
    ['ruiz', 'memberships', ['jose']],
    ['ortega@', 'memberships', ['jose']],
    ['tigers', 'memberships', ['jose']],
    ['ann', 'accounts', ['mary-account']],
  ])(
    'When the search is "%s", an inner word of a name, email or school, then %s finds %j',
    async (search, table, expected) => {
      const response = await asAdmin(request(app).get(`/api/v1/${table}?search=${search}`));
      expect(ids(response.body[table])).toEqual(expected);
    },
  );

  it('When the search is "shore", "diaz" or "northshore", then the club is found by name, owner or email', async () => {
    for (const search of ['shore', 'diaz', 'northshore']) {
      const response = await asAdmin(request(app).get(`/api/v1/club-memberships?search=${search}`));
      expect(ids(response.body.club_memberships)).toEqual(['club']);
    }
  });
});

describe('Admin search reads', () => {
  beforeAll(async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, at) =>
        seedMembership(db, {
          id: `smith-${String(at).padStart(2, '0')}`,
          lastName: 'Smith',
          createdAt: new Date(Date.UTC(2026, 0, 1 + at)),
        }),
      ),
    );
  });

  // Besides the page: the caller's account, which backs the admin claim, and the cursor row.
  it('When an admin pages through a search, then each page reads at most its rows and two more', async () => {
    const first = await documentsReadBy(() =>
      asAdmin(request(app).get('/api/v1/memberships?search=smi&limit=5')),
    );
    expect(first.result.body.total).toBe(12);
    expect(first.result.body.memberships).toHaveLength(5);
    expect(first.reads).toBeLessThanOrEqual(7);

    const seen = ids(first.result.body.memberships);
    let after = first.result.body.memberships.at(-1).id as string;
    for (const expected of [5, 2]) {
      const next = await documentsReadBy(() =>
        asAdmin(request(app).get(`/api/v1/memberships?search=smi&limit=5&after=${after}`)),
      );
      expect(next.result.body.memberships).toHaveLength(expected);
      expect(next.reads).toBeLessThanOrEqual(7);
      seen.push(...ids(next.result.body.memberships));
      after = next.result.body.memberships.at(-1).id as string;
    }
    expect(new Set(seen).size).toBe(12);
  });
});
