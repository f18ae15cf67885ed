// The demo events that take entries (a seminar free for Champion members and $30 for Basic,
// a Cadet poomsae open from blue belt, a workshop with one place left). Their entries must be
// open on the day anyone tries them, so the seed writes them at its own fixed moment and
// `npm start` / `npm test` move them to the real today (redate-renewal-demo.mjs), both
// through this one function.
import { chicagoDateTime, chicagoInstant } from '../../functions/lib/domain/events/chicago-time.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from now to each event, and how many days before it its entries close (at 23:59). */
export const ENTRY_DEMO_EVENTS = {
  '2026-12-05-black-belt-pre-test-workshop': { inDays: 34, closesDaysBefore: 2 },
  '2027-01-23-kyorugi-rules-seminar': { inDays: 83, closesDaysBefore: 3 },
  '2027-02-06-valentines-poomsae-open': { inDays: 97, closesDaysBefore: 3 },
};

/** The Chicago date of each entry demo event and the instant its entries close, seen from `now`. */
export function entryDemoDates(now) {
  const dayAt = (days) => chicagoDateTime(new Date(now.getTime() + days * DAY_MS)).date;
  return Object.fromEntries(
    Object.entries(ENTRY_DEMO_EVENTS).map(([id, { inDays, closesDaysBefore }]) => [
      id,
      { date: dayAt(inDays), closesAt: chicagoInstant(dayAt(inDays - closesDaysBefore), '23:59') },
    ]),
  );
}
