import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';

import {
  CREATED_FIELD,
  DELETED_FIELD,
  EXPIRES_FIELD,
  expiryWindow,
  type ExpiryFilter,
  type ExpiryWindow,
  type ListingShape,
} from '../../../domain/admin-listing';
import { prefixRangeEnd } from '../../../domain/search-text';

/** What an admin table asks for: equality filters, a normalised prefix, the trash or not. */
export interface ListingRequest {
  filters: Record<string, string | boolean>;
  search: string;
  deleted: boolean;
  // The live table's expiry filter; its status takes the place of the status filter.
  expiry?: ExpiryWindow;
}

/**
 * The live table's request narrowed by an expiry filter, or null when nothing can match
 * (a status filter other than the one the expiry implies). The trash ignores the filter.
 */
export function withExpiry(
  request: ListingRequest,
  filter: ExpiryFilter | undefined,
  now: Date,
): ListingRequest | null {
  if (!filter || request.deleted) return request;
  const expiry = expiryWindow(filter, now);
  const status = request.filters.status;
  if (status !== undefined && status !== expiry.status) return null;
  return { ...request, expiry };
}

// A prefix search merges one query per field; each is cut here so a one-letter search
// never reads more than this many ids per field.
export const SEARCH_MATCH_CAP = 5_000;

/** Filters applied in the shape's order, as the declared indexes list them. */
function filtered(collection: CollectionReference, shape: ListingShape, request: ListingRequest) {
  let query: Query = collection;
  for (const field of shape.filterFields) {
    const value =
      field === 'status' && request.expiry ? request.expiry.status : request.filters[field];
    if (value !== undefined) query = query.where(field, '==', value);
  }
  return query;
}

/** The unsearched table: newest first, or latest deleted first in the trash. */
export function orderedQuery(
  collection: CollectionReference,
  shape: ListingShape,
  request: ListingRequest,
): Query {
  const query = filtered(collection, shape, request);
  if (request.expiry) {
    const { from, to, order } = request.expiry;
    let ranged = query.where(DELETED_FIELD, '==', null);
    if (from) ranged = ranged.where(EXPIRES_FIELD, '>=', from);
    if (to) ranged = ranged.where(EXPIRES_FIELD, '<=', to);
    return ranged.orderBy(EXPIRES_FIELD, order);
  }
  return request.deleted
    ? query.where(DELETED_FIELD, '!=', null).orderBy(DELETED_FIELD, 'desc')
    : query.where(DELETED_FIELD, '==', null).orderBy(CREATED_FIELD, 'desc');
}

function prefixQuery(
  collection: CollectionReference,
  shape: ListingShape,
  request: ListingRequest,
  field: string,
) {
  let query = filtered(collection, shape, request);
  // The trash has no inequality of its own here: deleted records are picked from the matches.
  if (!request.deleted) query = query.where(DELETED_FIELD, '==', null);
  return query
    .where(field, '>=', request.search)
    .where(field, '<', prefixRangeEnd(request.search))
    .orderBy(field)
    .limit(SEARCH_MATCH_CAP);
}

/** Whether a search match also lies in the expiry filter's range. */
function inExpiryWindow(snapshot: DocumentSnapshot, expiry: ExpiryWindow | undefined): boolean {
  if (!expiry) return true;
  const value: unknown = snapshot.get(EXPIRES_FIELD);
  if (!(value instanceof Timestamp)) return false;
  const at = value.toMillis();
  return (!expiry.from || at >= expiry.from.getTime()) && (!expiry.to || at <= expiry.to.getTime());
}

const sortKey = (snapshot: DocumentSnapshot, fields: readonly string[]) =>
  fields.map((field) => String(snapshot.get(field) ?? '')).join('\u0000');

/**
 * Ids of every record whose search fields start with the prefix, merged across fields and
 * sorted by the shape's sort fields. Only the few fields needed are read (select).
 */
export async function searchMatches(
  collection: CollectionReference,
  shape: ListingShape,
  request: ListingRequest,
): Promise<string[]> {
  const fields = [...new Set([...shape.sortFields, DELETED_FIELD, EXPIRES_FIELD])];
  const snapshots = await Promise.all(
    shape.searchFields.map((field) =>
      prefixQuery(collection, shape, request, field)
        .select(...fields)
        .get(),
    ),
  );
  const matches = new Map<string, string>();
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const deleted = Boolean(doc.get(DELETED_FIELD));
    if (deleted === request.deleted && inExpiryWindow(doc, request.expiry))
      matches.set(doc.id, sortKey(doc, shape.sortFields) + doc.id);
  }
  return [...matches.entries()].sort((a, b) => a[1].localeCompare(b[1])).map(([id]) => id);
}

export interface ListingPage {
  docs: DocumentSnapshot[];
  total: number;
}

async function byIds(db: Firestore, collection: CollectionReference, ids: string[]) {
  if (ids.length === 0) return [];
  const snapshots = await db.getAll(...ids.map((id) => collection.doc(id)));
  return snapshots.filter((snapshot) => snapshot.exists);
}

/** One page of an admin table and the number of records it holds (count() aggregation). */
export async function listPage(
  db: Firestore,
  collection: CollectionReference,
  shape: ListingShape,
  request: ListingRequest,
  page: { skip: number; limit: number },
): Promise<ListingPage> {
  if (request.search) {
    const ids = await searchMatches(collection, shape, request);
    const docs = await byIds(db, collection, ids.slice(page.skip, page.skip + page.limit));
    return { docs, total: ids.length };
  }
  const query = orderedQuery(collection, shape, request);
  const [count, snapshot] = await Promise.all([
    query.count().get(),
    query.offset(page.skip).limit(page.limit).get(),
  ]);
  return { docs: snapshot.docs, total: count.data().count };
}

/**
 * Every record of the table, page by page: a cursor over the same indexed query, or the
 * search's ids fetched in batches. Memory holds one page at a time.
 */
export async function* allPages(
  db: Firestore,
  collection: CollectionReference,
  shape: ListingShape,
  request: ListingRequest,
  pageSize: number,
): AsyncGenerator<DocumentSnapshot<DocumentData>[]> {
  if (request.search) {
    const ids = await searchMatches(collection, shape, request);
    for (let at = 0; at < ids.length; at += pageSize) {
      yield await byIds(db, collection, ids.slice(at, at + pageSize));
    }
    return;
  }
  // startAfter(snapshot) continues after the last document, ties broken by document id.
  const query = orderedQuery(collection, shape, request);
  let last: DocumentSnapshot | null = null;
  for (;;) {
    const snapshot = await (last ? query.startAfter(last) : query).limit(pageSize).get();
    if (snapshot.empty) return;
    yield snapshot.docs;
    last = snapshot.docs[snapshot.docs.length - 1] ?? null;
    if (snapshot.size < pageSize) return;
  }
}
