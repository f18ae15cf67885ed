import {
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

import {
  clubPayableOf,
  clubRenewalOf,
  clubStandingOf,
  directoryClubSourceOf,
  storedClubOf,
  updateClub,
} from './clubs';

const AT = new Date('2027-03-01T12:00:00Z');
const stamp = Timestamp.fromDate(AT);

describe('clubs collection', () => {
  it('When a club is read, then its details are text, its dates are dates and an older record reads as pending', () => {
    const club = storedClubOf('c-1', {
      ownerUid: 'uid-1',
      status: 'approved',
      clubInfo: { clubName: 'Tiger TKD', clubLogo: '' },
      createdAt: stamp,
      updatedAt: stamp,
      searchTokens: ['tiger'],
    });
    expect(club).toEqual({
      id: 'c-1',
      ownerUid: 'uid-1',
      memberId: null,
      defaultCoachMemberId: null,
      defaultCoachMembershipId: null,
      status: 'approved',
      paymentStatus: 'pending',
      inviteCode: null,
      clubInfo: {
        clubName: 'Tiger TKD',
        clubOwnerName: '',
        clubAddress: '',
        clubEmail: '',
        clubPhone: '',
        clubLogo: null,
      },
      createdAt: AT,
      updatedAt: AT,
      expiresAt: null,
      statusReason: null,
      statusChangedAt: null,
      pendingName: null,
      deletedAt: null,
    });
  });

  it('When a club changes, then only the changes are written, with the fields the searches use', () => {
    const writes: { path: string; data: DocumentData }[] = [];
    const db = {
      collection: (name: string) => ({ doc: (id: string) => ({ path: `${name}/${id}` }) }),
    } as unknown as Firestore;
    const tx = {
      update: (ref: { path: string }, data: DocumentData) => writes.push({ path: ref.path, data }),
    } as unknown as Transaction;
    const club = storedClubOf('c-1', {
      clubInfo: { clubName: 'Tiger TKD', clubOwnerName: 'Ana Ruiz' },
      createdAt: stamp,
      updatedAt: stamp,
    });
    updateClub(tx, db, club, { status: 'active' });
    expect(writes).toEqual([
      {
        path: 'clubs/c-1',
        data: expect.objectContaining({
          status: 'active',
          nameLower: 'tiger tkd',
          searchPrefixes: expect.arrayContaining(['tig', 'ruiz']),
        }),
      },
    ]);
    expect(writes[0]?.data).not.toHaveProperty('clubInfo');
  });
});

describe('clubs as the directory lists them', () => {
  it('When a club lacks its details, then they read as blanks and no logo', () => {
    expect(directoryClubSourceOf({ clubInfo: { clubName: 'Tiger TKD' } })).toEqual({
      clubName: 'Tiger TKD',
      clubOwnerName: '',
      clubAddress: '',
      clubLogo: null,
    });
  });
});

describe('clubs as payments read them', () => {
  it("When a club's fee is paid, then payments see its owner, its coach membership and its name for the receipt", () => {
    expect(
      clubPayableOf({
        ownerUid: 'uid-1',
        status: 'approved',
        paymentIntentId: 'pi_1',
        defaultCoachMembershipId: 'm-1',
        clubInfo: { clubName: 'Tiger TKD' },
      }),
    ).toEqual({
      ownerUid: 'uid-1',
      status: 'approved',
      paymentStatus: null,
      memberId: null,
      paymentIntentId: 'pi_1',
      expiresAt: null,
      deletedAt: null,
      statusChangedAt: null,
      displayName: 'Tiger TKD',
      defaultCoachMembershipId: 'm-1',
    });
  });
});

describe('clubs as standings read them', () => {
  it('When a club is paid and active, then its standing says so', () => {
    expect(clubStandingOf({ status: 'active', paymentStatus: 'paid', expiresAt: stamp })).toEqual({
      status: 'active',
      paymentStatus: 'paid',
      expiresAt: AT,
      deletedAt: null,
    });
  });
});

describe('clubs as the renewal jobs read them', () => {
  it("When a club is read for its reminder, then it is its owner's, under its name, with its log of reminders", () => {
    const reminders = { expiresOn: '2027-03-01', sent: ['expires_in_30_days'] };
    expect(
      clubRenewalOf({
        ownerUid: 'uid-1',
        status: 'expired',
        clubInfo: { clubName: 'Tiger TKD' },
        reminders,
      }),
    ).toEqual({
      status: 'expired',
      expiresAt: null,
      deletedAt: null,
      ownerUid: 'uid-1',
      name: 'Tiger TKD',
      renewedWithClub: false,
      reminders,
    });
  });
});
