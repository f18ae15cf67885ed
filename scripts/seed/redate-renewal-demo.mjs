// Moves the year-two demo memberships (renewal-demo.mjs) to today's dates in the running
// emulators, so "expires in 20 days" holds on the day `npm start` or `npm test` runs. The
// functions' triggers then bring the directory, standing and claims in step.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';

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
await batch.commit();
console.log(`Demo renewals dated from today (${Object.keys(dates).length} memberships).`);
process.exit(0);
