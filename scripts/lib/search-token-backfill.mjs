// The admin search finds records by their `searchTokens` (see functions/src/domain/
// search-text.ts); the API writes them on every create and edit. This writes them on the
// records stored before that, a page at a time, and leaves up-to-date records alone.

/** The values each collection's tokens are made of, as the API's writers pick them. */
export const TOKEN_SOURCES = {
  accounts: (data) => [data.firstName, data.lastName, data.email],
  memberships: (data) => [data.firstName, data.lastName, data.email, data.currentSchool],
  clubs: (data) => [
    data.clubInfo?.clubName,
    data.clubInfo?.clubOwnerName,
    data.clubInfo?.clubEmail,
  ],
  // An event's roster finds an entry by the entrant's names and member ID (rosterSearchTokens).
  eventEntries: (data) => [data.firstName, data.lastName, data.memberId],
};

const sameList = (a, b) =>
  Array.isArray(a) && a.length === b.length && a.every((value, at) => value === b[at]);

/**
 * The tokens a stored record should hold, or null when it holds them already. An erased
 * record keeps none: its husk is found by nothing.
 */
export function tokensToWrite(collection, data, searchTokens) {
  const wanted = data.erasedAt ? [] : searchTokens(TOKEN_SOURCES[collection](data).map(textOf));
  return sameList(data.searchTokens, wanted) ? null : wanted;
}

const textOf = (value) => (typeof value === 'string' ? value : null);

/** Pages through every record of the collections by id; returns how many were written. */
export async function backfillSearchTokens(db, searchTokens, { pageSize = 400 } = {}) {
  const written = {};
  for (const collection of Object.keys(TOKEN_SOURCES)) {
    written[collection] = 0;
    let last = null;
    for (;;) {
      let query = db.collection(collection).orderBy('__name__').limit(pageSize);
      if (last) query = query.startAfter(last);
      const page = await query.get();
      if (page.empty) break;
      const batch = db.batch();
      let changes = 0;
      for (const doc of page.docs) {
        const tokens = tokensToWrite(collection, doc.data(), searchTokens);
        if (tokens === null) continue;
        batch.update(doc.ref, { searchTokens: tokens });
        changes += 1;
      }
      if (changes > 0) await batch.commit();
      written[collection] += changes;
      last = page.docs[page.docs.length - 1];
      if (page.size < pageSize) break;
    }
  }
  return written;
}
