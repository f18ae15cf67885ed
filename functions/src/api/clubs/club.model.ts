import type { ClubStatus } from '../../domain/status';

/** What the API reads of clubs/{id}: its public name, owner name and status. */
export interface ClubSummary {
  id: string;
  name: string;
  ownerName: string;
  status: ClubStatus;
}
