// Moves the year-two demo memberships (renewal-demo.mjs) and the demo events taking entries
// (event-demo.mjs) to today's dates in the running emulators, so "expires in 20 days" holds
// on the day `npm start` or `npm test` runs and the events' entries are open. The functions'
// triggers then bring the directory, standing and claims in step.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

import { entryDemoDates } from './event-demo.mjs';
import { renewalDemoDates } from './renewal-demo.mjs';

const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-iltkd' }));
const dates = renewalDemoDates(new Date());
const batch = db.batch();
for (const [id, { status, activatedAt, expiresAt }] of Object.entries(dates)) {
  const paidAt = Timestamp.fromDate(activatedAt);
  batch.update(db.doc(`memberships/${id}`), {
    status,
    activatedAt: paidAt,
    expiresAt: Timestamp.fromDate(expiresAt),
    reminders: null,
  });
  batch.update(db.doc(`payments/pi_demo_${id}`), {
    createdAt: paidAt,
    updatedAt: paidAt,
    completedAt: paidAt,
  });
}
// The demo events that take entries stay ahead of today, entries open.
const eventDates = entryDemoDates(new Date());
for (const [id, { date, closesAt }] of Object.entries(eventDates)) {
  batch.update(db.doc(`events/${id}`), { date, 'entry.closesAt': Timestamp.fromDate(closesAt) });
}
await batch.commit();
console.log(
  `Demo renewals dated from today (${Object.keys(dates).length} memberships), and ${Object.keys(eventDates).length} events taking entries.`,
);
process.exit(0);
