// Counts the memberships stored before the board dashboard's club counters existed
// (clubMemberCounts/{clubId}, kept by the clubMemberCount trigger from then on): each
// membership is looked at once, a page at a time. Safe to run again, and while the trigger runs.
//
//   npm run backfill-club-member-counts -- --project <id>   a real project: application
//                                                            default credentials
//   npm run backfill-club-member-counts -- --emulator       the local emulators (demo-iltkd)
//
// It builds the functions workspace first: the counting is the trigger's own compiled code.
import { backfillTarget } from './lib/backfill-target.mjs';

const { db, label } = backfillTarget();
// Compiled by the build backfillTarget runs (functions/lib is not in the repository).
// eslint-disable-next-line import-x/no-unresolved
const { clubMemberCounts } = await import('../functions/lib/triggers/club-member-counts.js');
const seen = await clubMemberCounts(db).backfill();
console.log(`Club member counts checked in ${label}:`, seen);
