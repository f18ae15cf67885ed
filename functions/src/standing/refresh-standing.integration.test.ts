import { Timestamp } from 'firebase-admin/firestore';

import { OPEN_ENDED_STANDING } from '../domain/standing';
import { emulatorServices, isolatedFirestore } from '../test-support/emulators';
import { approvedMembership, seed } from '../test-support/payment-fixtures';
import { directoryProjection } from '../triggers/directory-projection';

import { refreshEveryStanding, refreshStanding } from './refresh-standing';

jest.setTimeout(30_000);

const { db, clear } = isolatedFirestore('demo-iltkd-standing');
const { auth } = emulatorServices();
const NOW = new Date('2026-11-22T12:00:00Z');
const EXPIRES = new Date('2027-03-01T15:00:00Z');

const active = (uid: string, fields: Record<string, unknown> = {}) =>
  approvedMembership(uid, {
    status: 'active',
    paymentStatus: 'paid',
    memberId: 'IL-2026-000007',
    activatedAt: new Date('2026-03-01T15:00:00Z'),
    expiresAt: EXPIRES,
    ...fields,
  });

let uid: string;
const standing = async () => (await db.doc(`standings/${uid}`).get()).data();
const claims = async () => (await auth.getUser(uid)).customClaims ?? {};

beforeEach(async () => {
  await clear();
  uid = (await auth.createUser({})).uid;
  await auth.setCustomUserClaims(uid, { admin: true });
  await seed(db, `accounts/${uid}`, { uid, role: 'member', deletedAt: null });
});

describe('refreshStanding', () => {
  it('When the account holds active memberships, then its standing runs to the latest expiry and the claim joins the others', async () => {
    await seed(db, 'memberships/m-1', active(uid));
    await seed(db, 'memberships/m-2', active(uid, { expiresAt: new Date('2027-06-01T00:00:00Z') }));
    await seed(db, 'memberships/m-3', approvedMembership(uid));
    await seed(db, 'memberships/m-other', active('someone-else'));

    const result = await refreshStanding(db, auth, uid, NOW);

    expect(result).toEqual({
      activeUntil: new Date('2027-06-01T00:00:00Z'),
      activeMembershipIds: ['m-1', 'm-2'],
    });
    expect(await standing()).toEqual({
      activeUntil: Timestamp.fromDate(new Date('2027-06-01T00:00:00Z')),
      activeMembershipIds: ['m-1', 'm-2'],
      updatedAt: Timestamp.fromDate(NOW),
    });
    expect(await claims()).toEqual({ admin: true, activeMember: true });
  });

  it('When an active membership has no expiry date, then the standing is open-ended', async () => {
    await seed(db, 'memberships/m-1', active(uid, { expiresAt: null }));
    await refreshStanding(db, auth, uid, NOW);
    expect((await standing())?.activeUntil).toEqual(Timestamp.fromDate(OPEN_ENDED_STANDING));
  });

  it.each([
    ['suspended', { status: 'suspended' }],
    ['refunded', { status: 'cancelled', paymentStatus: 'pending' }],
    ['past its expiry', { expiresAt: NOW }],
    ['trashed', { deletedAt: new Date('2026-11-20T00:00:00Z') }],
  ])(
    'When the only membership is %s, then the standing and the claim go at once',
    async (_case, change) => {
      await seed(db, 'memberships/m-1', active(uid));
      await refreshStanding(db, auth, uid, NOW);

      await seed(db, 'memberships/m-1', active(uid, change));
      await refreshStanding(db, auth, uid, NOW);

      expect(await standing()).toEqual({
        activeUntil: null,
        activeMembershipIds: [],
        updatedAt: Timestamp.fromDate(NOW),
      });
      expect(await claims()).toEqual({ admin: true });
    },
  );

  it('When the account is trashed, then it has no standing though its membership is active', async () => {
    await seed(db, 'memberships/m-1', active(uid));
    await refreshStanding(db, auth, uid, NOW);

    await seed(db, `accounts/${uid}`, { uid, role: 'member', deletedAt: NOW });
    await refreshStanding(db, auth, uid, NOW);

    expect((await standing())?.activeUntil).toBeNull();
    expect(await claims()).toEqual({ admin: true });
  });

  it('When the account was erased, then its standing document goes', async () => {
    await seed(db, 'memberships/m-1', active(uid));
    await refreshStanding(db, auth, uid, NOW);

    await db.doc(`accounts/${uid}`).delete();
    await seed(db, 'memberships/m-1', active(uid, { status: 'cancelled', deletedAt: NOW }));
    await refreshStanding(db, auth, uid, NOW);

    expect(await standing()).toBeUndefined();
  });

  it('When many refreshes race while the membership changes, then the last word is the latest state', async () => {
    await seed(db, 'memberships/m-1', active(uid));
    const racing = Array.from({ length: 4 }, () => refreshStanding(db, auth, uid, NOW));
    await seed(db, 'memberships/m-1', active(uid, { status: 'suspended' }));
    await Promise.all([...racing, refreshStanding(db, auth, uid, NOW)]);

    expect((await standing())?.activeUntil).toBeNull();
    expect(await claims()).toEqual({ admin: true });
  });

  it('When a user has no sign-in (a seeded family member), then the standing is still written', async () => {
    uid = 'no-such-sign-in';
    await seed(db, `accounts/${uid}`, { uid, role: 'member', deletedAt: null });
    await seed(db, 'memberships/m-1', active(uid));
    await refreshStanding(db, auth, uid, NOW);
    expect((await standing())?.activeMembershipIds).toEqual(['m-1']);
  });
});

describe('the memberships trigger', () => {
  it('When a membership moves from one account to another, then both standings follow', async () => {
    const projection = directoryProjection(db, auth, () => NOW);
    const other = (await auth.createUser({})).uid;
    await seed(db, `accounts/${other}`, { uid: other, role: 'member', deletedAt: null });
    const before = active(uid);
    await seed(db, 'memberships/m-1', before);
    await projection.membershipWritten('m-1', undefined, before);

    const after = active(other);
    await seed(db, 'memberships/m-1', after);
    await projection.membershipWritten('m-1', before, after);

    expect((await standing())?.activeUntil).toBeNull();
    expect((await db.doc(`standings/${other}`).get()).get('activeMembershipIds')).toEqual(['m-1']);
    expect((await auth.getUser(other)).customClaims).toEqual({ activeMember: true });
  });
});

describe('the accounts trigger', () => {
  const projection = directoryProjection(db, auth, () => NOW);
  const account = (deletedAt: Date | null) => ({ uid, role: 'member', deletedAt });

  it('When an account is trashed and restored, then its standing goes and comes back', async () => {
    await seed(db, 'memberships/m-1', active(uid));
    await refreshStanding(db, auth, uid, NOW);

    await seed(db, `accounts/${uid}`, account(NOW));
    await projection.accountWritten(uid, account(null), account(NOW));
    expect((await standing())?.activeUntil).toBeNull();
    expect(await claims()).toEqual({ admin: true });

    await seed(db, `accounts/${uid}`, account(null));
    await projection.accountWritten(uid, account(NOW), account(null));
    expect((await standing())?.activeMembershipIds).toEqual(['m-1']);
  });

  it('When an account changes otherwise, then its standing is left alone', async () => {
    await seed(db, 'memberships/m-1', active(uid));
    await projection.accountWritten(uid, account(null), { ...account(null), firstName: 'Ana' });
    expect(await standing()).toBeUndefined();
  });
});

describe('refreshEveryStanding', () => {
  it('When records predate their standings and one standing went stale, then every one is put right', async () => {
    const other = (await auth.createUser({})).uid;
    await seed(db, 'memberships/m-1', active(uid));
    await seed(db, 'memberships/m-2', active(other, { expiresAt: null }));
    await seed(db, 'memberships/m-3', approvedMembership('never-active'));
    await seed(db, 'standings/stale', {
      activeUntil: Timestamp.fromDate(EXPIRES),
      activeMembershipIds: ['m-gone'],
      updatedAt: Timestamp.fromDate(NOW),
    });

    expect(await refreshEveryStanding(db, auth, NOW)).toBe(3);

    expect((await standing())?.activeMembershipIds).toEqual(['m-1']);
    expect((await db.doc(`standings/${other}`).get()).get('activeUntil')).toEqual(
      Timestamp.fromDate(OPEN_ENDED_STANDING),
    );
    expect((await db.doc('standings/stale').get()).exists).toBe(false);
    expect((await db.doc('standings/never-active').get()).exists).toBe(false);
    expect(await claims()).toEqual({ admin: true, activeMember: true });
  });
});
