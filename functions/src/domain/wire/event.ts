import type { AgeDivision, BeltRank, MembershipRole } from '../enums';
import type { StoredEventType } from '../events/event-types';

/** An event's entry settings as the API sends them; fees in cents, null: that group not admitted. */
export interface EntrySettingsWire {
  registration_open: boolean;
  /** ISO instant; null: open until the event. */
  closes_at: string | null;
  capacity: number | null;
  fees: { champion: number | null; basic: number | null; non_member: number | null };
  requires_active_membership: boolean;
  roles: MembershipRole[];
  divisions: AgeDivision[];
  minimum_belt: BeltRank | null;
  refund_before_close: boolean;
}

/** GET /events and /events/{id} (administrators): one event, drafts and cancelled ones too. */
export interface EventWire {
  id: string;
  title: string;
  title_es: string | null;
  description: string | null;
  description_es: string | null;
  /** 'YYYY-MM-DD' and 'HH:mm', in Chicago. */
  date: string;
  start_time: string | null;
  end_time: string | null;
  location: string;
  type: StoredEventType;
  /** The calendar colour the type implies. */
  color: string;
  details_link: string | null;
  /** The resized image as a data URL, or null. */
  image_url: string | null;
  image_alt: string | null;
  published: boolean;
  cancelled_at: string | null;
  entry: EntrySettingsWire | null;
  entry_counts: { entered: number; waiting: number };
  created_at: string | null;
  updated_at: string | null;
}

/** GET /events: a page, newest date first, and how many events there are. */
export interface EventListWire {
  events: EventWire[];
  total: number;
}
