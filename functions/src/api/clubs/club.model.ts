import type { MembershipStanding } from '../../domain/active-member';
import type { PublicClubSource } from '../../domain/public-club';
import type { ClubStatus } from '../../domain/status';

/** What the API reads of clubs/{id}: its public name, owner name and status. */
export interface ClubSummary {
  id: string;
  name: string;
  ownerName: string;
  status: ClubStatus;
}

/** What the public club list reads of clubs/{id}: its standing and its published fields. */
export type PublicClubRecord = PublicClubSource & MembershipStanding;
