import request from 'supertest';

import { searchTokens } from '../../../domain/search-text';
import { createTestUser, isolatedFirestore, type TestUser } from '../../../test-support/emulators';
import { testApp } from '../../../test-support/test-app';

// Seeding 10,000 documents and streaming them back takes a while on shared cores.
jest.setTimeout(120_000);

// A Firestore of its own: the export reads whole tables.
const { db, clear } = isolatedFirestore('demo-iltkd-export');
const app = testApp({ db });
const ROWS = 10_000;
let admin: TestUser;

const membership = (index: number) => {
  const coach = index % 1000 === 0;
  const first = index === 7 ? '=HYPERLINK("http://evil")' : `Athlete${index}`;
  return {
    accountUid: `owner-${index}`,
    memberId: null,
    status: coach ? 'in_review' : 'active',
    paymentStatus: 'pending',
    firstName: first,
    lastName: 'Export',
    email: `athlete${index}@example.test`,
    phone: null,
    dateOfBirth: '2010-01-01',
    gender: 'male',
    parentName: null,
    tShirtSize: 'AM',
    uniformSize: '4',
    useAccountAddress: true,
    address: null,
    competitionCategories: [],
    isSelfRegistration: true,
    relationshipToAthlete: null,
    role: coach ? 'coach' : 'athlete',
    beltRank: '1st_dan_black_belt',
    division: 'Cadet',
    currentSchool: 'Lakeshore Taekwondo',
    clubId: null,
    membershipTier: 'basic',
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 1000),
    updatedAt: new Date(Date.UTC(2026, 0, 1)),
    activatedAt: null,
    expiresAt: null,
    deletedAt: null,
    firstNameLower: first.toLowerCase(),
    lastNameLower: 'export',
    emailLower: `athlete${index}@example.test`,
    schoolLower: 'lakeshore taekwondo',
    searchTokens: searchTokens([first, 'Export', `athlete${index}@example.test`]),
  };
};

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  await clear();
  // Batched writes of 500 documents, four commits at a time.
  const batches = [];
  for (let start = 0; start < ROWS; start += 500) {
    const batch = db.batch();
    for (let index = start; index < start + 500; index += 1) {
      batch.set(db.doc(`memberships/m${String(index).padStart(5, '0')}`), membership(index));
    }
    batches.push(batch);
  }
  for (let at = 0; at < batches.length; at += 4) {
    await Promise.all(batches.slice(at, at + 4).map((batch) => batch.commit()));
  }
}, 120_000);

const exportCsv = (query = '') =>
  request(app)
    .get(`/api/v1/admin/export/memberships.csv${query}`)
    .set({ authorization: `Bearer ${admin.idToken}` })
    .buffer(true)
    .parse((response, callback) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => callback(null, text));
    });

describe('GET /admin/export/memberships.csv', () => {
  it('When an admin exports 10,000 memberships, then every row arrives, streamed as CSV', async () => {
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('memberships.csv');
    // Streamed in chunks: no length is known when the first bytes leave.
    expect(response.headers['content-length']).toBeUndefined();
    const lines = String(response.body).trimEnd().split('\n');
    expect(lines[0]).toBe(
      'ID,First Name,Last Name,Email,Role,Belt Rank,Division,School,Tier,Status,Payment',
    );
    expect(lines).toHaveLength(ROWS + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[3])).size).toBe(ROWS);
  });

  it('When the table is filtered, then the export holds the rows the table counts', async () => {
    const table = await request(app)
      .get('/api/v1/memberships?role=coach&status=in_review')
      .set({ authorization: `Bearer ${admin.idToken}` });
    const response = await exportCsv('?role=coach&status=in_review');
    const rows = String(response.body).trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(table.body.total);
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.includes(',coach,1st dan black belt,'))).toBe(true);
  });

  it('When a cell starts like a formula, then it is written as text', async () => {
    const response = await exportCsv('?search=%3Dhyperlink');
    const rows = String(response.body).trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('When the table name is unknown, then it answers 404', async () => {
    const response = await request(app)
      .get('/api/v1/admin/export/payments.csv')
      .set({ authorization: `Bearer ${admin.idToken}` });
    expect(response.status).toBe(404);
  });
});
