import {
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

import {
  directorySourceOf,
  householdMembershipOf,
  membershipLinksOf,
  membershipPayableOf,
  membershipRenewalOf,
  membershipStandingOf,
} from './membership-views';
import { createMembership, storedMembershipOf } from './memberships';

const AT = new Date('2027-03-01T12:00:00Z');
const stamp = Timestamp.fromDate(AT);

const stored = {
  accountUid: 'uid-1',
  memberId: 'IL-1',
  status: 'active',
  paymentStatus: 'paid',
  firstName: 'Ana',
  lastName: 'Ruiz',
  currentSchool: 'Tiger TKD',
  agreements: { codeOfConduct: true, acceptedAt: stamp },
  expiresAt: stamp,
  createdAt: stamp,
  updatedAt: stamp,
  deletedAt: null,
  // Kept for queries, not part of the record.
  searchTokens: ['ana'],
  firstNameLower: 'ana',
};

describe('memberships collection', () => {
  it('When a membership is read, then its timestamps are dates, the missing optional fields are null and the search fields stay out', () => {
    const membership = storedMembershipOf('m-1', stored);
    expect(membership).toMatchObject({
      id: 'm-1',
      accountUid: 'uid-1',
      status: 'active',
      agreements: { codeOfConduct: true, acceptedAt: AT },
      expiresAt: AT,
      activatedAt: null,
      relationshipToAthlete: null,
      statusReason: null,
      statusChangedAt: null,
      createdAt: AT,
      deletedAt: null,
    });
    expect(membership).not.toHaveProperty('searchTokens');
    expect(membership).not.toHaveProperty('firstNameLower');
  });

  it('When a membership is created, then it is written with the fields the searches use', () => {
    const writes: { path: string; data: DocumentData }[] = [];
    const db = {
      collection: (name: string) => ({ doc: (id: string) => ({ path: `${name}/${id}` }) }),
    } as unknown as Firestore;
    const tx = {
      create: (ref: { path: string }, data: DocumentData) => writes.push({ path: ref.path, data }),
    } as unknown as Transaction;
    createMembership(tx, db, storedMembershipOf('m-1', stored));
    expect(writes).toEqual([
      {
        path: 'memberships/m-1',
        data: expect.objectContaining({
          accountUid: 'uid-1',
          firstNameLower: 'ana',
          lastNameLower: 'ruiz',
          schoolLower: 'tiger tkd',
          searchTokens: expect.arrayContaining(['ana', 'ruiz']),
        }),
      },
    ]);
  });
});

describe('memberships as entries read them', () => {
  it('When an older record lacks or garbles fields, then it reads as the least admitted entrant', () => {
    expect(
      householdMembershipOf('m-2', {
        accountUid: 'uid-1',
        firstName: 'Leo',
        role: 'wizard',
        membershipTier: 'gold',
        division: 'Elder',
        status: 'active',
        expiresAt: stamp,
      }),
    ).toEqual({
      id: 'm-2',
      accountUid: 'uid-1',
      firstName: 'Leo',
      lastName: '',
      memberId: null,
      dateOfBirth: '',
      explicitDivision: null,
      clubName: null,
      entrant: {
        role: 'athlete',
        beltRank: null,
        tier: 'basic',
        status: 'active',
        paymentStatus: null,
        expiresAt: AT,
        deletedAt: null,
      },
    });
  });
});

describe('memberships as the directory lists them', () => {
  it('When a record lacks its listing fields, then they read as none', () => {
    expect(
      directorySourceOf('m-3', {
        firstName: 'Ana',
        role: 'coach',
        achievements: [1],
        activatedAt: stamp,
      }),
    ).toEqual({
      id: 'm-3',
      memberId: null,
      firstName: 'Ana',
      lastName: '',
      role: 'coach',
      beltRank: null,
      division: null,
      clubId: null,
      currentSchool: null,
      achievements: ['1'],
      refereeLevel: null,
      coachType: null,
      activatedAt: AT,
    });
  });
});

describe('memberships as payments read them', () => {
  it('When a membership is paid for, then payments see its owner, its tier (basic when unknown) and the name for the receipt', () => {
    expect(
      membershipPayableOf({
        accountUid: 'uid-1',
        status: 'approved',
        membershipTier: 'gold',
        firstName: 'Ana',
        lastName: 'Ruiz',
        expiresAt: stamp,
      }),
    ).toEqual({
      ownerUid: 'uid-1',
      status: 'approved',
      paymentStatus: null,
      memberId: null,
      paymentIntentId: null,
      tier: 'basic',
      expiresAt: AT,
      deletedAt: null,
      statusChangedAt: null,
      displayName: 'Ana Ruiz',
    });
  });
});

describe('memberships as standings read them', () => {
  it('When a record lacks its status or payment, then its standing reads as none', () => {
    expect(membershipStandingOf({ expiresAt: stamp })).toEqual({
      status: '',
      paymentStatus: null,
      expiresAt: AT,
      deletedAt: null,
    });
  });
});

describe('memberships as the renewal jobs read them', () => {
  it("When a club owner's coach membership is read, then it is renewed with its club and named for the reminder", () => {
    expect(
      membershipRenewalOf({
        accountUid: 'uid-1',
        status: 'active',
        membershipTier: 'club',
        firstName: 'Ana',
        lastName: 'Ruiz',
        expiresAt: stamp,
      }),
    ).toEqual({
      status: 'active',
      expiresAt: AT,
      deletedAt: null,
      ownerUid: 'uid-1',
      name: 'Ana Ruiz',
      renewedWithClub: true,
      reminders: null,
    });
  });
});

describe('memberships as their triggers read them', () => {
  it('When a write leaves a membership or takes it away, then its account and club read as named or null', () => {
    expect(membershipLinksOf({ accountUid: 'uid-1', clubId: 'c-1' })).toEqual({
      accountUid: 'uid-1',
      clubId: 'c-1',
    });
    expect(membershipLinksOf(undefined)).toEqual({ accountUid: null, clubId: null });
  });
});
