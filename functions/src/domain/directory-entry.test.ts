import { directoryClubOf, directoryEntryOf } from './directory-entry';

const membership = {
  id: 'm-1',
  memberId: 'IL-2026-000001',
  firstName: 'Sofia',
  lastName: 'Kim',
  role: 'athlete' as const,
  beltRank: 'red',
  division: 'Cadet' as const,
  clubId: 'club-1',
  currentSchool: 'Lakeshore Taekwondo',
  achievements: ['2026 Cadet Kyorugi silver medal'],
  refereeLevel: 'national' as const,
  coachType: 'head' as const,
  activatedAt: new Date('2026-03-01T15:00:00Z'),
  // Private fields a caller might pass along by mistake.
  dateOfBirth: '2011-01-05',
  phone: '312-555-0111',
  email: 'sofia@example.com',
  parentName: 'Daniel Kim (parent)',
  address: { city: 'Chicago' },
};

describe('directoryEntryOf', () => {
  it('shows name, belt, rank, division, club, achievements and join date', () => {
    expect(directoryEntryOf(membership)).toEqual({
      membershipId: 'm-1',
      memberId: 'IL-2026-000001',
      name: 'Sofia Kim',
      role: 'athlete',
      beltRank: 'red',
      division: 'Cadet',
      clubId: 'club-1',
      clubName: 'Lakeshore Taekwondo',
      achievements: ['2026 Cadet Kyorugi silver medal'],
      achievementCount: 1,
      refereeLevel: null,
      coachType: null,
      joinDate: '2026-03-01',
      status: 'active',
    });
  });

  it('never copies a date of birth, phone, email, address or parent name', () => {
    const keys = Object.keys(directoryEntryOf(membership));
    for (const key of ['dateOfBirth', 'phone', 'email', 'parentName', 'address']) {
      expect(keys).not.toContain(key);
    }
  });

  it("keeps a referee's level and a coach's type only for their role", () => {
    expect(directoryEntryOf({ ...membership, role: 'referee' }).refereeLevel).toBe('national');
    expect(directoryEntryOf({ ...membership, role: 'coach' }).coachType).toBe('head');
  });
});

describe('directoryClubOf', () => {
  it('shows the club name, its master, address, member count and logo', () => {
    expect(
      directoryClubOf(
        {
          clubName: 'Lakeshore Taekwondo',
          clubOwnerName: 'Daniel Kim',
          clubAddress: '3100 N Sheridan Rd, Chicago, IL 60657',
          clubLogo: null,
        },
        3,
      ),
    ).toEqual({
      name: 'Lakeshore Taekwondo',
      master: 'Master Daniel Kim',
      address: '3100 N Sheridan Rd, Chicago, IL 60657',
      memberCount: 3,
      logo: null,
    });
  });
});
