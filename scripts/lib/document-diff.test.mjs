// `npm run test:scripts` (node:test): the restore drill's comparison of two database readings.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  canonicalValue,
  collectionOf,
  compareSnapshots,
  countsByCollection,
  documentPath,
  snapshotOf,
} from './document-diff.mjs';

const prefix = 'projects/demo-iltkd/databases/(default)/documents';
const doc = (path, fields) => ({ name: `${prefix}/${path}`, fields });

const account = {
  firstName: { stringValue: 'Alex' },
  createdAt: { timestampValue: '2026-01-10T15:00:00.123456Z' },
  address: {
    mapValue: { fields: { city: { stringValue: 'Chicago' }, zipcode: { stringValue: '60601' } } },
  },
  belts: { arrayValue: { values: [{ stringValue: 'white' }, { stringValue: 'yellow' }] } },
  amount: { integerValue: '16700' },
};

test('documentPath keeps the path below /documents/, subcollections included', () => {
  assert.equal(documentPath(`${prefix}/clubs/c1/members/m1`), 'clubs/c1/members/m1');
  assert.throws(() => documentPath('clubs/c1'), /Not a document name/);
});

test('the same values compare equal whatever order their map keys come in', () => {
  const reordered = {
    mapValue: { fields: { zipcode: { stringValue: '60601' }, city: { stringValue: 'Chicago' } } },
  };
  assert.equal(canonicalValue(account.address), canonicalValue(reordered));
  assert.equal(canonicalValue({ mapValue: {} }), canonicalValue({ mapValue: { fields: {} } }));
  assert.equal(canonicalValue({ arrayValue: {} }), canonicalValue({ arrayValue: { values: [] } }));
});

test('values differing in type, precision or order compare different', () => {
  const differ = (a, b) => assert.notEqual(canonicalValue(a), canonicalValue(b));
  differ({ integerValue: '1' }, { doubleValue: 1 });
  differ(
    { timestampValue: '2026-01-10T15:00:00.123456Z' },
    { timestampValue: '2026-01-10T15:00:00.123Z' },
  );
  differ({ stringValue: '1' }, { integerValue: '1' });
  differ({ nullValue: null }, { stringValue: '' });
  differ(account.belts, { arrayValue: { values: [...account.belts.arrayValue.values].reverse() } });
  differ(
    { mapValue: { fields: { a: { integerValue: '1' } } } },
    { mapValue: { fields: { b: { integerValue: '1' } } } },
  );
});

test('identical readings are the same', () => {
  const before = snapshotOf([doc('accounts/a1', account), doc('clubs/c1/members/m1', {})]);
  const after = snapshotOf([doc('clubs/c1/members/m1', {}), doc('accounts/a1', { ...account })]);
  assert.deepEqual(compareSnapshots(before, after), {
    missing: [],
    extra: [],
    changed: [],
    same: true,
  });
});

test('a lost document, an added one and a changed field are each reported', () => {
  const before = snapshotOf([
    doc('accounts/a1', account),
    doc('accounts/a2', account),
    doc('clubs/c1/members/m1', { name: { stringValue: 'Ana' } }),
  ]);
  const after = snapshotOf([
    doc('accounts/a1', { ...account, amount: { doubleValue: 16700 }, extra: { nullValue: null } }),
    doc('clubs/c1/members/m1', { name: { stringValue: 'Ana' } }),
    doc('events/e1', {}),
  ]);
  assert.deepEqual(compareSnapshots(before, after), {
    missing: ['accounts/a2'],
    extra: ['events/e1'],
    changed: [{ path: 'accounts/a1', fields: ['amount', 'extra'] }],
    same: false,
  });
});

test('documents are counted per collection, subcollections apart from their parents', () => {
  assert.equal(collectionOf('clubs/c1/members/m1'), 'clubs/{id}/members');
  const snapshot = snapshotOf([
    doc('memberships/m1', {}),
    doc('clubs/c1', {}),
    doc('clubs/c1/members/m1', {}),
    doc('clubs/c2/members/m2', {}),
    doc('accounts/a1', {}),
  ]);
  assert.deepEqual(
    [...countsByCollection(snapshot)],
    [
      ['accounts', 1],
      ['clubs', 1],
      ['clubs/{id}/members', 2],
      ['memberships', 1],
    ],
  );
});
