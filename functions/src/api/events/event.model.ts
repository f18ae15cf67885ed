import type { AgeDivision, BeltRank, MembershipRole } from '../../domain/enums';
import type { StoredEventType } from '../../domain/events/event-types';

/** entry of events/{id}: who may enter on the site; fees in cents, null: not admitted. */
export interface EventEntryDoc {
  registrationOpen: boolean;
  closesAt: Date | null;
  capacity: number | null;
  fees: { champion: number | null; basic: number | null; nonMember: number | null };
  requiresActiveMembership: boolean;
  roles: MembershipRole[];
  divisions: AgeDivision[];
  minimumBelt: BeltRank | null;
  refundBeforeClose: boolean;
}

/**
 * events/{id}: the public calendar (read under the rules when published and not cancelled),
 * written only by the API. Older events may lack the newer fields.
 */
export interface EventDoc {
  title: string;
  titleEs: string | null;
  description: string | null;
  descriptionEs: string | null;
  date: string;
  startTime: string | null;
  endTime: string | null;
  location: string;
  type: StoredEventType;
  detailsLink: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  published: boolean;
  cancelledAt: Date | null;
  entry: EventEntryDoc | null;
  entryCounts: { entered: number; waiting: number };
  createdAt: Date | null;
  updatedAt: Date | null;
  createdBy: string | null;
}

/** What an administrator sets; the rest is kept by the API (status, counts, times). */
export type EventContent = Omit<
  EventDoc,
  'published' | 'cancelledAt' | 'entryCounts' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

export interface EventRecord extends EventDoc {
  id: string;
}
