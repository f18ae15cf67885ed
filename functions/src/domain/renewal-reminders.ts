import { daysBetween } from './renewal';

// Which reminder email a record is due, on a given association day. A plain function of
// dates: the daily job calls it with today's date and the record's expiry date.

export const REMINDER_KINDS = ['expires_in_30_days', 'expires_in_7_days', 'expired'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Days before expiry from which each reminder is due (the expiry day itself is 0). */
const DUE_FROM_DAYS_LEFT: Record<ReminderKind, number> = {
  expires_in_30_days: 30,
  expires_in_7_days: 7,
  expired: 0,
};

// A day the job did not run is caught up the next day; a notice older than this is stale.
const EXPIRED_NOTICE_DAYS = 7;

/** What a record keeps of its reminders: for which expiry date, and which were sent. */
export interface ReminderLog {
  expiresOn: string;
  sent: ReminderKind[];
}

/**
 * The one reminder to send today, or null. Each is sent once per expiry date: a renewal
 * moves the date and starts a fresh set. When a run was missed, only the latest due
 * reminder goes out, never an older one after a newer.
 */
export function reminderDue(
  expiresOn: string,
  today: string,
  log: ReminderLog | null | undefined,
): ReminderKind | null {
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < -EXPIRED_NOTICE_DAYS || daysLeft > DUE_FROM_DAYS_LEFT.expires_in_30_days) {
    return null;
  }
  const sent = log?.expiresOn === expiresOn ? log.sent : [];
  const due = [...REMINDER_KINDS].reverse().find((kind) => daysLeft <= DUE_FROM_DAYS_LEFT[kind]);
  if (!due) return null;
  const laterOrSame = REMINDER_KINDS.slice(REMINDER_KINDS.indexOf(due));
  return laterOrSame.some((kind) => sent.includes(kind)) ? null : due;
}

/** The log after sending `kind` for this expiry date. */
export function withReminderSent(
  expiresOn: string,
  log: ReminderLog | null | undefined,
  kind: ReminderKind,
): ReminderLog {
  const sent = log?.expiresOn === expiresOn ? log.sent : [];
  return { expiresOn, sent: [...sent, kind] };
}
