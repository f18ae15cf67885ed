import type { AccountWire } from '@domain/wire/account';
import type { ClubWire } from '@domain/wire/club';
import type { MembershipWire } from '@domain/wire/membership';

import {
  accountFromData,
  accountFromWire,
  clubFromData,
  clubFromWire,
  membershipFromData,
  membershipFromWire,
} from './records';

// One stored document of each collection as the functions write it, and the same document
// as the API answers it: both readings must give the same record.

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const CREATED = '2025-03-01T10:00:00.000Z';
const EXPIRES = '2026-03-01T10:00:00.000Z';
const RENEWED = '2025-09-01T10:00:00.000Z';
const DELETED = '2025-10-01T10:00:00.000Z';

const storedMembership = {
  accountUid: 'u1',
  memberId: 'ITA-0001',
  status: 'active',
  paymentStatus: 'paid',
  firstName: 'Ana María',
  lastName: 'López',
  email: 'ana@example.org',
  phone: '3125550100',
  dateOfBirth: '2001-02-03',
  gender: 'female',
  parentName: null,
  tShirtSize: 'AM',
  uniformSize: '4',
  useAccountAddress: true,
  address: null,
  competitionCategories: ['poomsae'],
  role: 'athlete',
  beltRank: 'blue',
  division: 'Senior',
  currentSchool: 'Lakeshore Taekwondo',
  membershipTier: 'champion',
  isSelfRegistration: true,
  createdAt: at(CREATED),
  expiresAt: at(EXPIRES),
  renewedAt: at(RENEWED),
  statusReason: null,
  statusChangedAt: null,
  deletedAt: at(DELETED),
};

const membershipWire: MembershipWire = {
  id: 'm1',
  user_id: 'u1',
  member_id: 'ITA-0001',
  status: 'active',
  payment_status: 'paid',
  athlete_name: 'Ana María López',
  is_self_registration: true,
  first_name: 'Ana María',
  last_name: 'López',
  phone: '3125550100',
  date_of_birth: '2001-02-03',
  gender: 'female',
  parent_name: null,
  t_shirt_size: 'AM',
  uniform_size: '4',
  use_account_address: true,
  address: null,
  email: 'ana@example.org',
  role: 'athlete',
  belt_rank: 'blue',
  current_school: 'Lakeshore Taekwondo',
  competition_categories: ['poomsae'],
  division: 'Senior',
  club_id: null,
  membership_tier: 'champion',
  relationship_to_athlete: null,
  personal_info: {
    first_name: 'Ana María',
    last_name: 'López',
    phone: '3125550100',
    date_of_birth: '2001-02-03',
    gender: 'female',
    parent_name: null,
    t_shirt_size: 'AM',
    uniform_size: '4',
    use_account_address: true,
    address: null,
  },
  taekwondo_background: {
    role: 'athlete',
    belt_rank: 'blue',
    current_school: 'Lakeshore Taekwondo',
    competition_categories: ['poomsae'],
  },
  created_at: CREATED,
  updated_at: CREATED,
  activated_at: CREATED,
  expires_at: EXPIRES,
  status_reason: null,
  status_changed_at: null,
  deleted_at: DELETED,
};

const storedClub = {
  ownerUid: 'u1',
  memberId: 'ITA-C-0001',
  defaultCoachMemberId: null,
  status: 'active',
  paymentStatus: 'paid',
  clubInfo: {
    clubName: 'Lakeshore Taekwondo',
    clubOwnerName: 'Daniel Kim',
    clubAddress: '1 Lake St, Chicago, IL',
    clubEmail: 'club@example.org',
    clubPhone: '3125550101',
    clubLogo: null,
  },
  pendingName: null,
  inviteCode: null,
  createdAt: at(CREATED),
  expiresAt: at(EXPIRES),
  renewedAt: at(RENEWED),
  statusReason: null,
  statusChangedAt: null,
  deletedAt: at(DELETED),
};

const clubWire: ClubWire = {
  id: 'club-1',
  user_id: 'u1',
  member_id: 'ITA-C-0001',
  default_coach_member_id: null,
  default_coach_membership_id: null,
  status: 'active',
  payment_status: 'paid',
  invite_code: null,
  created_at: CREATED,
  updated_at: CREATED,
  expires_at: EXPIRES,
  status_reason: null,
  status_changed_at: null,
  pending_club_name: null,
  deleted_at: DELETED,
  club_info: {
    club_name: 'Lakeshore Taekwondo',
    club_owner_name: 'Daniel Kim',
    club_address: '1 Lake St, Chicago, IL',
    club_email: 'club@example.org',
    club_phone: '3125550101',
    club_logo: null,
  },
  name: 'Lakeshore Taekwondo',
  owner: 'Daniel Kim',
  address: '1 Lake St, Chicago, IL',
  email: 'club@example.org',
  phone: '3125550101',
  logo: null,
};

const storedAccount = {
  email: 'ana@example.org',
  role: 'admin',
  firstName: 'Ana María',
  lastName: 'López',
  phone: null,
  dateOfBirth: null,
  gender: null,
  address: null,
  isActive: true,
  createdAt: at(CREATED),
  lastLoginAt: null,
  deletionRequestedAt: null,
  deletedAt: at(DELETED),
};

const accountWire: AccountWire = {
  id: 'u1',
  firebase_user_id: 'u1',
  email: 'ana@example.org',
  auth_method: 'email',
  role: 'admin',
  is_active: true,
  first_name: 'Ana María',
  last_name: 'López',
  phone: null,
  date_of_birth: null,
  gender: null,
  address: null,
  created_at: CREATED,
  updated_at: CREATED,
  last_login_at: null,
  deletion_requested_at: null,
  deleted_at: DELETED,
};

describe('a record read from Firestore equals the one the API answers', () => {
  it('membership', () => {
    expect(membershipFromData('m1', storedMembership)).toEqual(membershipFromWire(membershipWire));
  });

  it('club', () => {
    expect(clubFromData('club-1', storedClub)).toEqual(clubFromWire(clubWire));
  });

  it('account', () => {
    expect(accountFromData('u1', storedAccount)).toEqual(accountFromWire(accountWire));
  });
});

describe('a stored value outside the domain lists reads as one of them', () => {
  it('a legacy membership status reads as its current name, an unknown one as in review', () => {
    expect(membershipFromData('m1', { ...storedMembership, status: 'pending' }).status).toBe(
      'pending_payment',
    );
    expect(membershipFromData('m1', { ...storedMembership, status: 'lost' }).status).toBe(
      'in_review',
    );
  });

  it('an unknown role, tier or payment status reads as the default or none', () => {
    const membership = membershipFromData('m1', {
      ...storedMembership,
      role: 'sensei',
      membershipTier: 'gold',
      paymentStatus: 'refunded',
    });
    expect(membership.role).toBe('athlete');
    expect(membership.membershipTier).toBeNull();
    expect(membership.paymentStatus).toBeNull();
    expect(accountFromData('u1', { ...storedAccount, role: 'owner' }).role).toBe('member');
  });

  it('a club keeps invite_created and reads a legacy status as its current name', () => {
    expect(clubFromData('club-1', { ...storedClub, status: 'invite_created' }).status).toBe(
      'invite_created',
    );
    expect(clubFromData('club-1', { ...storedClub, status: 'rejected' }).status).toBe('cancelled');
  });
});
