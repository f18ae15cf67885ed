import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { LISTINGS, listingIndexes } from '../../functions/src/domain/admin-listing';

// The emulator serves queries without composite indexes; production refuses them.
// Every composite query the web app and the API make is listed here with the index it needs.
// Equality-only queries (memberships where accountUid == uid) need no composite index.
interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const { indexes } = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'firestore.indexes.json'), 'utf8'),
) as { indexes: Index[] };

const REQUIRED: { query: string; collectionGroup: string; fields: IndexField[] }[] = [
  {
    query: 'directory where role == x order by name (members pages, referees, coaches)',
    collectionGroup: 'directory',
    fields: [
      { fieldPath: 'role', order: 'ASCENDING' },
      { fieldPath: 'name', order: 'ASCENDING' },
    ],
  },
  {
    query: 'clubs where status in [approved, active] and nameLower by prefix (GET /clubs/approved)',
    collectionGroup: 'clubs',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'nameLower', order: 'ASCENDING' },
    ],
  },
  {
    query: 'clubs where status in [approved, active] and ownerNameLower by prefix',
    collectionGroup: 'clubs',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'ownerNameLower', order: 'ASCENDING' },
    ],
  },
  {
    query: 'auditLog where recordId == x order by at desc (GET /audit, the history panel)',
    collectionGroup: 'auditLog',
    fields: [
      { fieldPath: 'recordId', order: 'ASCENDING' },
      { fieldPath: 'at', order: 'DESCENDING' },
    ],
  },
  // The admin tables (GET /accounts, /memberships, /club-memberships and their CSV export):
  // every filter combination, live or in the trash, unsorted or searched by one prefix field.
  ...LISTINGS.flatMap((shape) =>
    listingIndexes(shape).map((fields) => ({
      query: `${shape.collection} by ${fields.map((field) => field.fieldPath).join(', ')}`,
      collectionGroup: shape.collection,
      fields,
    })),
  ),
];

describe('firestore.indexes.json', () => {
  it.each(REQUIRED)('has the composite index for $query', ({ collectionGroup, fields }) => {
    const match = indexes.find(
      (index) =>
        index.collectionGroup === collectionGroup &&
        index.queryScope === 'COLLECTION' &&
        JSON.stringify(index.fields) === JSON.stringify(fields),
    );
    expect(match).toBeDefined();
  });
});
