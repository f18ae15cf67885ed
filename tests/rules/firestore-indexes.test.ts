import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { LISTINGS, listingIndexes } from '../../functions/src/domain/admin-listing';
import { rosterIndexes } from '../../functions/src/domain/events/event-roster';
import { EXPIRING_COLLECTIONS, TTL_FIELD } from '../../functions/src/domain/retention';

// The emulator serves queries without composite indexes; production refuses them.
// Every composite query the web app and the API make is listed here with the index it needs.
// Equality-only queries (memberships where accountUid == uid) need no composite index.
interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}

const { indexes, fieldOverrides } = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'firestore.indexes.json'), 'utf8'),
) as { indexes: Index[]; fieldOverrides: FieldOverride[] };

const REQUIRED: { query: string; collectionGroup: string; fields: IndexField[] }[] = [
  // The board dashboard (GET /admin/dashboard): new members and revenue per month.
  {
    query: 'memberships where deletedAt == null and activatedAt in a month (count)',
    collectionGroup: 'memberships',
    fields: [
      { fieldPath: 'deletedAt', order: 'ASCENDING' },
      { fieldPath: 'activatedAt', order: 'ASCENDING' },
    ],
  },
  {
    query: 'payments where status == completed and completedAt in a month (sum of amount)',
    collectionGroup: 'payments',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'completedAt', order: 'ASCENDING' },
    ],
  },
  {
    query: 'certifications where deletedAt == null and expiresOn in the next 30 or 60 days (count)',
    collectionGroup: 'certifications',
    fields: [
      { fieldPath: 'deletedAt', order: 'ASCENDING' },
      { fieldPath: 'expiresOn', order: 'ASCENDING' },
    ],
  },
  {
    query:
      'eventEntries where eventId == x and status == waiting order by createdAt (offer a freed place)',
    collectionGroup: 'eventEntries',
    fields: [
      { fieldPath: 'eventId', order: 'ASCENDING' },
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'ASCENDING' },
    ],
  },
  // An event's roster (GET /admin/events/{id}/roster and its CSV): every filter combination,
  // searched or not, by last and first name.
  ...rosterIndexes().map((fields) => ({
    query: `eventEntries by ${fields.map((field) => field.fieldPath).join(', ')}`,
    collectionGroup: 'eventEntries',
    fields,
  })),
  {
    query: 'directory where role == x order by name (members pages, referees, coaches)',
    collectionGroup: 'directory',
    fields: [
      { fieldPath: 'role', order: 'ASCENDING' },
      { fieldPath: 'name', order: 'ASCENDING' },
    ],
  },
  {
    query: 'clubs where status in [approved, active] order by nameLower (GET /clubs/approved)',
    collectionGroup: 'clubs',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'nameLower', order: 'ASCENDING' },
    ],
  },
  {
    query:
      'clubs where status in [approved, active] and searchPrefixes contains a word (GET /clubs/approved?search)',
    collectionGroup: 'clubs',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'searchPrefixes', arrayConfig: 'CONTAINS' },
    ],
  },
  // The club owner's roster (GET /club-owner/members), by name, searched or not.
  ...[[], [{ fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' as const }]].map((search) => ({
    query: `memberships where clubId == x and deletedAt == null${search.length ? ' and searchTokens contains a term' : ''} order by lastNameLower, firstNameLower`,
    collectionGroup: 'memberships',
    fields: [
      { fieldPath: 'clubId', order: 'ASCENDING' as const },
      { fieldPath: 'deletedAt', order: 'ASCENDING' as const },
      ...search,
      { fieldPath: 'lastNameLower', order: 'ASCENDING' as const },
      { fieldPath: 'firstNameLower', order: 'ASCENDING' as const },
    ],
  })),
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
  {
    query:
      'directory where role == x order by name desc (GET /members/referees and /coaches, previous page)',
    collectionGroup: 'directory',
    fields: [
      { fieldPath: 'role', order: 'DESCENDING' },
      { fieldPath: 'name', order: 'DESCENDING' },
    ],
  },
  {
    query: 'directory where clubId == x order by name (GET /members/all?club_id)',
    collectionGroup: 'directory',
    fields: [
      { fieldPath: 'clubId', order: 'ASCENDING' },
      { fieldPath: 'name', order: 'ASCENDING' },
    ],
  },
  {
    query: 'directory where clubId == x order by name desc (previous page)',
    collectionGroup: 'directory',
    fields: [
      { fieldPath: 'clubId', order: 'ASCENDING' },
      { fieldPath: 'name', order: 'DESCENDING' },
    ],
  },
  {
    query: 'directory where beltRank == x order by name (GET /members/all?belt)',
    collectionGroup: 'directory',
    fields: [
      { fieldPath: 'beltRank', order: 'ASCENDING' },
      { fieldPath: 'name', order: 'ASCENDING' },
    ],
  },
  {
    query: 'directory where beltRank == x order by name desc (previous page)',
    collectionGroup: 'directory',
    fields: [
      { fieldPath: 'beltRank', order: 'ASCENDING' },
      { fieldPath: 'name', order: 'DESCENDING' },
    ],
  },
  {
    query: 'directory where clubId == x and beltRank == y order by name',
    collectionGroup: 'directory',
    fields: [
      { fieldPath: 'clubId', order: 'ASCENDING' },
      { fieldPath: 'beltRank', order: 'ASCENDING' },
      { fieldPath: 'name', order: 'ASCENDING' },
    ],
  },
  {
    query: 'directory where clubId == x and beltRank == y order by name desc',
    collectionGroup: 'directory',
    fields: [
      { fieldPath: 'clubId', order: 'ASCENDING' },
      { fieldPath: 'beltRank', order: 'ASCENDING' },
      { fieldPath: 'name', order: 'DESCENDING' },
    ],
  },
  {
    query: 'directory order by achievementCount desc, name (GET /members/featured)',
    collectionGroup: 'directory',
    fields: [
      { fieldPath: 'achievementCount', order: 'DESCENDING' },
      { fieldPath: 'name', order: 'ASCENDING' },
    ],
  },
  {
    query:
      'payments where accountUid == uid order by createdAt desc (GET /payments/transactions, My Account payments tab)',
    collectionGroup: 'payments',
    fields: [
      { fieldPath: 'accountUid', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ],
  },
  {
    query:
      'events where published == true and cancelledAt == null and date in a range order by date (the calendar, /upcoming-events, the home page, /calendar.ics)',
    collectionGroup: 'events',
    fields: [
      { fieldPath: 'published', order: 'ASCENDING' },
      { fieldPath: 'cancelledAt', order: 'ASCENDING' },
      { fieldPath: 'date', order: 'ASCENDING' },
    ],
  },
  {
    query:
      'events where published == true and cancelledAt == null and type == x and date >= from order by date (/calendar/<type>.ics)',
    collectionGroup: 'events',
    fields: [
      { fieldPath: 'published', order: 'ASCENDING' },
      { fieldPath: 'cancelledAt', order: 'ASCENDING' },
      { fieldPath: 'type', order: 'ASCENDING' },
      { fieldPath: 'date', order: 'ASCENDING' },
    ],
  },
  {
    query: 'memberships where status == active and expiresAt <= now (daily expiry)',
    collectionGroup: 'memberships',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'expiresAt', order: 'ASCENDING' },
    ],
  },
  {
    query: 'clubs where status == active and expiresAt <= now (daily expiry)',
    collectionGroup: 'clubs',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'expiresAt', order: 'ASCENDING' },
    ],
  },
  // The daily job asks Stripe again for the refunds it refused, oldest owed first.
  ...['eventEntries', 'payments'].map((collectionGroup) => ({
    query: `${collectionGroup} where refundDue == true order by updatedAt (daily job)`,
    collectionGroup,
    fields: [
      { fieldPath: 'refundDue', order: 'ASCENDING' as const },
      { fieldPath: 'updatedAt', order: 'ASCENDING' as const },
    ],
  })),
  {
    query:
      'certifications where membershipId == x and deletedAt == null order by expiresOn desc (GET /memberships/{id}/certifications)',
    collectionGroup: 'certifications',
    fields: [
      { fieldPath: 'membershipId', order: 'ASCENDING' },
      { fieldPath: 'deletedAt', order: 'ASCENDING' },
      { fieldPath: 'expiresOn', order: 'DESCENDING' },
    ],
  },
  {
    query:
      'certifications where deletedAt == null and expiresOn in a range order by expiresOn (reminders, not yet eligible)',
    collectionGroup: 'certifications',
    fields: [
      { fieldPath: 'deletedAt', order: 'ASCENDING' },
      { fieldPath: 'expiresOn', order: 'ASCENDING' },
    ],
  },
  // Announcements (issue 34).
  {
    query: 'announcements where clubId == x order by createdAt desc (GET /announcements?club_id=)',
    collectionGroup: 'announcements',
    fields: [
      { fieldPath: 'clubId', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ],
  },
  {
    query:
      'announcementRecipients where uid == me and state == queued order by queuedAt desc (GET /announcements/me)',
    collectionGroup: 'announcementRecipients',
    fields: [
      { fieldPath: 'uid', order: 'ASCENDING' },
      { fieldPath: 'state', order: 'ASCENDING' },
      { fieldPath: 'queuedAt', order: 'DESCENDING' },
    ],
  },
  {
    query:
      'certifications where kind == x and deletedAt == null and expiresOn >= today (an audience holding a certification)',
    collectionGroup: 'certifications',
    fields: [
      { fieldPath: 'kind', order: 'ASCENDING' },
      { fieldPath: 'deletedAt', order: 'ASCENDING' },
      { fieldPath: 'expiresOn', order: 'ASCENDING' },
    ],
  },
  {
    query:
      "mail where announcementId == x and delivery.state == y (an announcement's delivered and failed counts)",
    collectionGroup: 'mail',
    fields: [
      { fieldPath: 'announcementId', order: 'ASCENDING' },
      { fieldPath: 'delivery.state', order: 'ASCENDING' },
    ],
  },
  {
    query:
      'memberships where status in [not active] and expiresAt > now (GET /cards/revocations: closed before their expiry)',
    collectionGroup: 'memberships',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'expiresAt', order: 'ASCENDING' },
    ],
  },
  {
    query:
      'memberships where status in [not active] and refundedAt >= now - 400 d (GET /cards/revocations: refunded dues)',
    collectionGroup: 'memberships',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'refundedAt', order: 'ASCENDING' },
    ],
  },
  // The daily job's other steps page through the same two indexes: records lapsed a year
  // (status == expired, expiresAt <= now - 365 d) and reminders (status == active|expired,
  // expiresAt in [now - 9 d, now + 32 d]), each ordered by expiresAt.
  ...['memberships', 'clubs'].map((collectionGroup) => ({
    query: `${collectionGroup} where status == x and expiresAt in a range order by expiresAt (daily job)`,
    collectionGroup,
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' as const },
      { fieldPath: 'expiresAt', order: 'ASCENDING' as const },
    ],
  })),
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

// A TTL policy deletes every document of its collection group once the field has passed:
// one on memberships' or invites' own expiresAt would delete members and invitations.
describe('TTL policies in firestore.indexes.json', () => {
  it.each(EXPIRING_COLLECTIONS)('deletes %s by its expiry field', (collectionGroup) => {
    // Unindexed: an index on an ever-increasing timestamp only slows writes down.
    expect(fieldOverrides).toContainEqual({
      collectionGroup,
      fieldPath: TTL_FIELD,
      ttl: true,
      indexes: [],
    });
  });

  it('has no TTL policy on any other collection', () => {
    const expiring = fieldOverrides.filter((override) => override.ttl);
    expect(expiring.map((override) => override.collectionGroup).sort()).toEqual(
      [...EXPIRING_COLLECTIONS].sort(),
    );
  });
});
