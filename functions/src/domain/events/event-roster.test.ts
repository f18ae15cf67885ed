import { rosterIndexes, rosterSearchTokens } from './event-roster';

describe('rosterSearchTokens', () => {
  it('finds an entrant by the start of a name or of the member ID, accents and case aside', () => {
    const tokens = rosterSearchTokens({
      firstName: 'María',
      lastName: 'Núñez',
      memberId: 'IL-2026-000010',
    });
    expect(tokens).toEqual(expect.arrayContaining(['mar', 'maria', 'nun', 'il-2026', '000010']));
    expect(tokens).not.toContain('ria');
  });
});

describe('rosterIndexes', () => {
  it('gives every filter subset, searched or not, after eventId and status and before the name order', () => {
    const indexes = rosterIndexes();
    expect(indexes).toHaveLength(16);
    for (const fields of indexes) {
      expect(fields.slice(0, 2).map((field) => field.fieldPath)).toEqual(['eventId', 'status']);
      expect(fields.slice(-2).map((field) => field.fieldPath)).toEqual(['lastName', 'firstName']);
    }
    expect(indexes).toContainEqual([
      { fieldPath: 'eventId', order: 'ASCENDING' },
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'paymentStatus', order: 'ASCENDING' },
      { fieldPath: 'division', order: 'ASCENDING' },
      { fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' },
      { fieldPath: 'lastName', order: 'ASCENDING' },
      { fieldPath: 'firstName', order: 'ASCENDING' },
    ]);
  });
});
