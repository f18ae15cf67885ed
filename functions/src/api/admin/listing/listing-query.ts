import type {
  CollectionReference,
  DocumentData,
  DocumentSnapshot,
  Query,
} from 'firebase-admin/firestore';

import {
  CREATED_FIELD,
  DELETED_FIELD,
  EXPIRES_FIELD,
  expiryWindow,
  SEARCH_FIELD,
  type ExpiryFilter,
  type ExpiryWindow,
  type ListingShape,
} from '../../../domain/admin-listing';
import { searchToken } from '../../../domain/search-text';

/** What an admin table asks for: equality filters, a search term, the trash or not. */
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

/**
 * A table's query, newest first or latest deleted first in the trash, soonest or latest
 * expiry under an expiry filter; a search keeps the records whose tokens hold the term.
 */
function orderedQuery(
  collection: CollectionReference,
  shape: ListingShape,
  request: ListingRequest,
): Query {
  let query = filtered(collection, shape, request);
  if (request.search)
    query = query.where(SEARCH_FIELD, 'array-contains', searchToken(request.search));
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

export interface ListingPage {
  docs: DocumentSnapshot[];
  total: number;
}

/** A page of a table: the rows after the last one shown (a cursor), or after skipping some. */
export interface PageRequest {
  skip: number;
  limit: number;
  // The id of the previous page's last row: the next page then reads only its own rows.
  after?: string;
}

async function pageOf(collection: CollectionReference, query: Query, page: PageRequest) {
  if (page.after) {
    const last = await collection.doc(page.after).get();
    if (last.exists) return query.startAfter(last).limit(page.limit);
  }
  return query.offset(page.skip).limit(page.limit);
}

/**
 * One page of an admin table, searched or not, and the number of records it holds (a
 * count() aggregation, which reads no documents): the page's rows, plus the cursor's row.
 */
export async function listPage(
  collection: CollectionReference,
  shape: ListingShape,
  request: ListingRequest,
  page: PageRequest,
): Promise<ListingPage> {
  return queryPage(collection, orderedQuery(collection, shape, request), page);
}

/** One page of any ordered query of the collection, and how many records the query holds. */
export async function queryPage(
  collection: CollectionReference,
  query: Query,
  page: PageRequest,
): Promise<ListingPage> {
  const [count, snapshot] = await Promise.all([
    query.count().get(),
    pageOf(collection, query, page).then((paged) => paged.get()),
  ]);
  return { docs: snapshot.docs, total: count.data().count };
}

/** Every record of the table, page by page on a cursor: memory holds one page at a time. */
export async function* allPages(
  collection: CollectionReference,
  shape: ListingShape,
  request: ListingRequest,
  pageSize: number,
): AsyncGenerator<DocumentSnapshot<DocumentData>[]> {
  yield* queryPages(orderedQuery(collection, shape, request), pageSize);
}

/** Every record of an ordered query, page by page on a cursor. */
export async function* queryPages(
  query: Query,
  pageSize: number,
): AsyncGenerator<DocumentSnapshot<DocumentData>[]> {
  // startAfter(snapshot) continues after the last document, ties broken by document id.
  let last: DocumentSnapshot | null = null;
  for (;;) {
    const snapshot = await (last ? query.startAfter(last) : query).limit(pageSize).get();
    if (snapshot.empty) return;
    yield snapshot.docs;
    last = snapshot.docs[snapshot.docs.length - 1] ?? null;
    if (snapshot.size < pageSize) return;
  }
}
