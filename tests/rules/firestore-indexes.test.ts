import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The emulator serves queries without composite indexes; production refuses them.
// Every composite query the web app makes is listed here with the index it needs.
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
