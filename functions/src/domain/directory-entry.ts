import type { AgeDivision, CoachType, MembershipRole, RefereeLevel } from './enums';

/** The fields of a membership the directory may show, and nothing else. */
export interface DirectorySource {
  id: string;
  memberId: string | null;
  firstName: string;
  lastName: string;
  role: MembershipRole;
  beltRank: string | null;
  division: AgeDivision | null;
  clubId: string | null;
  currentSchool: string | null;
  achievements?: string[] | null;
  refereeLevel?: RefereeLevel | null;
  coachType?: CoachType | null;
  activatedAt: Date | null;
}

/**
 * directory/{membershipId}: what other members see of an active membership. Never a date
 * of birth, phone, email, address or parent name (minors are listed).
 */
export interface DirectoryEntry {
  membershipId: string;
  memberId: string | null;
  name: string;
  role: MembershipRole;
  beltRank: string | null;
  division: AgeDivision | null;
  clubId: string | null;
  clubName: string | null;
  achievements: string[];
  // Orders the featured members: those with most achievements first.
  achievementCount: number;
  refereeLevel: RefereeLevel | null;
  coachType: CoachType | null;
  // 'YYYY-MM-DD' of activation.
  joinDate: string | null;
  status: 'active';
}

export function directoryEntryOf(m: DirectorySource): DirectoryEntry {
  const achievements = m.achievements ?? [];
  return {
    membershipId: m.id,
    memberId: m.memberId,
    name: `${m.firstName} ${m.lastName}`.trim(),
    role: m.role,
    beltRank: m.beltRank,
    division: m.division,
    clubId: m.clubId,
    clubName: m.currentSchool || null,
    achievements,
    achievementCount: achievements.length,
    refereeLevel: m.role === 'referee' ? (m.refereeLevel ?? null) : null,
    coachType: m.role === 'coach' ? (m.coachType ?? null) : null,
    joinDate: m.activatedAt ? m.activatedAt.toISOString().slice(0, 10) : null,
    status: 'active',
  };
}

/** The club fields the directory may show. */
export interface DirectoryClubSource {
  clubName: string;
  clubOwnerName: string;
  clubAddress: string;
  clubLogo: string | null;
}

/** directoryClubs/{clubId}: an active club as members see it (no owner email or phone). */
export interface DirectoryClubEntry {
  name: string;
  master: string;
  address: string;
  memberCount: number;
  logo: string | null;
}

export function directoryClubOf(
  club: DirectoryClubSource,
  memberCount: number,
): DirectoryClubEntry {
  return {
    name: club.clubName,
    master: club.clubOwnerName ? `Master ${club.clubOwnerName}` : '',
    address: club.clubAddress,
    memberCount,
    logo: club.clubLogo,
  };
}
