// Writes the admin search's tokens on records stored before the API wrote them (accounts,
// memberships, clubs, event entries), a page at a time; records that hold them already are
// left alone.
//
//   npm run backfill-search-tokens -- --project <id>   a real project: application default
//                                                       credentials
//   npm run backfill-search-tokens -- --emulator       the local emulators (demo-iltkd)
//
// It builds the functions workspace first: the tokens come from its compiled domain module,
// the same code the API runs.
import { backfillTarget } from './lib/backfill-target.mjs';
import { backfillSearchTokens } from './lib/search-token-backfill.mjs';

const { db, label } = backfillTarget();
const { searchTokens } = await import('../functions/lib/domain/search-text.js');
const written = await backfillSearchTokens(db, searchTokens);
console.log(`Search tokens written in ${label}:`, written);
