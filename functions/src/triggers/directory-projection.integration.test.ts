import { emulatorServices, isolatedFirestore } from '../test-support/emulators';
import { approvedClub, approvedMembership, seed } from '../test-support/payment-fixtures';

import { directoryProjection } from './directory-projection';
import { expireLapsed } from './expire-memberships';

jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-projection');
const { auth } = emulatorServices();
const NOW = new Date('2026-11-22T12:00:00Z');
const projection = directoryProjection(db, auth, () => NOW);

const activeFields = {
  status: 'active',
  paymentStatus: 'paid',
  memberId: 'IL-2026-000007',
  activatedAt: new Date('2026-03-01T15:00:00Z'),
  expiresAt: new Date('2027-03-01T15:00:00Z'),
  clubId: 'c-1',
  currentSchool: 'Lakeshore Taekwondo',
  achievements: ['2026 Illinois State Poomsae Champion'],
  email: 'maria@example.test',
  parentName: 'Paul Novak (parent)',
  address: { streetNumberAndName: '1 Main St', city: 'Chicago' },
};
const activeMembership = (uid: string, fields: Record<string, unknown> = {}) =>
  approvedMembership(uid, { ...activeFields, ...fields });

let uid: string;
const claims = async () => (await auth.getUser(uid)).customClaims ?? {};
const entry = async (id: string) => (await db.doc(`directory/${id}`).get()).data();

beforeAll(() => clear());

beforeEach(async () => {
  await clear();
  uid = (await auth.createUser({})).uid;
  await auth.setCustomUserClaims(uid, { admin: true });
});

async function write(id: string, data: Record<string, unknown> | undefined) {
  const before = (await db.doc(`memberships/${id}`).get()).data();
  if (data) await db.doc(`memberships/${id}`).set(data);
  else await db.doc(`memberships/${id}`).delete();
  await projection.membershipWritten(id, before, data);
}

describe('the directory entry of a membership', () => {
  it('When a membership becomes active, then its entry appears without any private field and the account gets the activeMember claim beside admin', async () => {
    await write('m-1', activeMembership(uid));

    expect(await entry('m-1')).toEqual({
      membershipId: 'm-1',
      memberId: 'IL-2026-000007',
      name: 'Aisha Khan',
      role: 'athlete',
      beltRank: 'blue',
      division: 'Senior',
      clubId: 'c-1',
      clubName: 'Lakeshore Taekwondo',
      achievements: ['2026 Illinois State Poomsae Champion'],
      achievementCount: 1,
      refereeLevel: null,
      coachType: null,
      joinDate: '2026-03-01',
      status: 'active',
    });
    expect(await claims()).toEqual({ admin: true, activeMember: true });
  });

  it.each([
    ['suspended', { status: 'suspended' }],
    ['cancelled', { status: 'cancelled' }],
    ['expired', { status: 'expired' }],
    ['past its expiry date', { expiresAt: new Date('2026-11-01T00:00:00Z') }],
    ['soft-deleted', { deletedAt: new Date('2026-11-20T00:00:00Z') }],
  ])('When the membership is %s, then its entry and the claim go', async (_case, change) => {
    await write('m-1', activeMembership(uid));

    await write('m-1', activeMembership(uid, change));

    expect(await entry('m-1')).toBeUndefined();
    expect(await claims()).toEqual({ admin: true });
  });

  it('When the membership document is deleted, then its entry goes', async () => {
    await write('m-1', activeMembership(uid));
    await write('m-1', undefined);
    expect(await entry('m-1')).toBeUndefined();
  });

  it('When one of two active memberships of an account ends, then the claim stays', async () => {
    await write('m-1', activeMembership(uid));
    await write('m-2', activeMembership(uid, { firstName: 'Leo' }));

    await write('m-1', activeMembership(uid, { status: 'suspended' }));

    expect(await entry('m-2')).toBeDefined();
    expect(await claims()).toEqual({ admin: true, activeMember: true });
  });

  it('When an approved membership is written, then no entry appears and no claim is given', async () => {
    await write('m-1', approvedMembership(uid));
    expect(await entry('m-1')).toBeUndefined();
    expect(await claims()).toEqual({ admin: true });
  });
});

describe('the directory entry of a club', () => {
  const activeClub = (fields: Record<string, unknown> = {}) =>
    approvedClub(uid, {
      status: 'active',
      paymentStatus: 'paid',
      expiresAt: new Date('2027-02-15T00:00:00Z'),
      ...fields,
    });

  it('When a club becomes active, then it is listed with its master and the count of its active members, without contact details', async () => {
    await write('m-1', activeMembership(uid));
    await write('m-2', activeMembership(uid, { status: 'approved', paymentStatus: 'pending' }));
    await seed(db, 'clubs/c-1', activeClub());

    await projection.clubWritten('c-1', activeClub());

    expect((await db.doc('directoryClubs/c-1').get()).data()).toEqual({
      name: 'Prairie State Taekwondo',
      master: 'Master Rosa Diaz',
      address: '1 Main St, Springfield, IL 62701',
      memberCount: 1,
      logo: null,
    });
  });

  it('When a member of a listed club becomes active, then its member count follows', async () => {
    await projection.clubWritten('c-1', activeClub());
    await write('m-1', activeMembership(uid));
    await write('m-2', activeMembership(uid));
    expect((await db.doc('directoryClubs/c-1').get()).data()?.memberCount).toBe(2);
  });

  it('When a club is suspended, then it leaves the directory', async () => {
    await projection.clubWritten('c-1', activeClub());
    await projection.clubWritten('c-1', activeClub({ status: 'suspended' }));
    expect((await db.doc('directoryClubs/c-1').get()).exists).toBe(false);
  });
});

describe('the daily expiry', () => {
  it('When memberships and clubs are past their expiry, then they are marked expired and the others are left alone', async () => {
    await seed(
      db,
      'memberships/lapsed',
      activeMembership(uid, { expiresAt: new Date('2026-11-21T00:00:00Z') }),
    );
    await seed(db, 'memberships/current', activeMembership(uid));
    await seed(
      db,
      'clubs/lapsed',
      approvedClub(uid, { status: 'active', expiresAt: new Date('2026-11-01T00:00:00Z') }),
    );

    const expired = await expireLapsed(db, NOW);

    expect(expired).toBe(2);
    expect((await db.doc('memberships/lapsed').get()).data()?.status).toBe('expired');
    expect((await db.doc('memberships/current').get()).data()?.status).toBe('active');
    expect((await db.doc('clubs/lapsed').get()).data()?.status).toBe('expired');
  });
});
