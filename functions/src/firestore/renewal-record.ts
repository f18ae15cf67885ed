import type { ReminderLog } from '../domain/renewal-reminders';

/** What the renewal jobs (expiry, reminders, back to application) read of a membership or a club. */
export interface RenewalRecord {
  status: string;
  expiresAt: Date | null;
  deletedAt: Date | null;
  ownerUid: string | null;
  /** For the reminder: the athlete's or the club's name. */
  name: string;
  /** A club owner's coach membership, renewed with its club: the club's reminder covers it. */
  renewedWithClub: boolean;
  reminders: ReminderLog | null;
}
