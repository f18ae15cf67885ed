import type { SessionUser } from '../../../lib/session/session-user';
import type { DirectoryClub, DirectoryMember } from '../api/directory-entry';
import type { DirectoryResult } from '../api/directory-result';

/** Data for tests that mock the directory hooks and the session. */
export function fakeResult<T>(
  status: DirectoryResult<T>['status'],
  data?: T,
  error?: Error,
): DirectoryResult<T> {
  return { status, data, error };
}

export function aMember(overrides: Partial<DirectoryMember> = {}): DirectoryMember {
  return {
    id: 'm-1',
    membershipId: 'm-1',
    memberId: 'IT-0001',
    name: 'Ana Park',
    role: 'athlete',
    beltRank: 'blue',
    division: 'Junior',
    clubId: 'c-1',
    clubName: 'Tiger Taekwondo',
    achievements: [],
    joinDate: '2015-03-01',
    status: 'active',
    ...overrides,
  };
}

export function aClub(overrides: Partial<DirectoryClub> = {}): DirectoryClub {
  return {
    id: 'c-1',
    name: 'Tiger Taekwondo',
    master: 'Master Kim',
    address: '100 Main St, Springfield, IL',
    memberCount: 42,
    logo: null,
    ...overrides,
  };
}

export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: 'u-1',
    email: 'ana@example.com',
    displayName: 'Ana Park',
    photoURL: null,
    emailVerified: true,
    isAdmin: false,
    ...overrides,
  };
}
