import type { AgeDivision, BeltRank, CoachType, MembershipRole, RefereeLevel } from '@domain/enums';

/**
 * directory/{membershipId}: the public projection of an active membership. It never holds
 * a date of birth, phone, email, address or parent name (DESIGN.md).
 */
export interface DirectoryMember {
  id: string;
  membershipId: string;
  memberId: string | null;
  name: string;
  role: MembershipRole;
  beltRank: BeltRank | null;
  division: AgeDivision | null;
  clubId: string | null;
  clubName: string | null;
  achievements: string[];
  /** Referees only: their certification level. */
  refereeLevel?: RefereeLevel | null;
  /** Coaches only: head, assistant or specialty coach. */
  coachType?: CoachType | null;
  /** 'YYYY-MM-DD' of activation. */
  joinDate: string;
  status: 'active';
}

/** directoryClubs/{clubId}: an active club as the directory shows it. */
export interface DirectoryClub {
  id: string;
  name: string;
  master: string;
  address: string;
  memberCount: number;
  logo: string | null;
}
