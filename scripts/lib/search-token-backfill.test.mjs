import assert from 'node:assert/strict';
import { test } from 'node:test';

import { tokensToWrite } from './search-token-backfill.mjs';

// A stand-in for the domain's searchTokens: the test is about what is picked and when.
const searchTokens = (values) => values.filter(Boolean).map((value) => value.toLowerCase());

test('a membership without tokens gets those of its name, email and school', () => {
  const data = { firstName: 'Mary', lastName: 'Johnson', email: null, currentSchool: 'Lake' };
  assert.deepEqual(tokensToWrite('memberships', data, searchTokens), ['mary', 'johnson', 'lake']);
});

test("a club's tokens come from its name, owner and email", () => {
  const data = { clubInfo: { clubName: 'North', clubOwnerName: 'Rosa', clubEmail: 'a@b.c' } };
  assert.deepEqual(tokensToWrite('clubs', data, searchTokens), ['north', 'rosa', 'a@b.c']);
});

test("an event entry's tokens come from the entrant's names and member ID", () => {
  const data = { firstName: 'Mia', lastName: 'Santos', memberId: 'IL-2026-000010', clubName: 'X' };
  assert.deepEqual(tokensToWrite('eventEntries', data, searchTokens), [
    'mia',
    'santos',
    'il-2026-000010',
  ]);
});

test('a record that holds its tokens already is left alone', () => {
  const data = {
    firstName: 'Ana',
    lastName: 'Diaz',
    email: 'x',
    searchTokens: ['ana', 'diaz', 'x'],
  };
  assert.equal(tokensToWrite('accounts', data, searchTokens), null);
});

test('an erased record gets no tokens at all', () => {
  const data = { firstName: '', lastName: '', currentSchool: 'Lake', erasedAt: new Date() };
  assert.deepEqual(tokensToWrite('memberships', data, searchTokens), []);
});
