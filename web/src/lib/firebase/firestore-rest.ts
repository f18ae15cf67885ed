import type { RuntimeConfig } from '../../config/runtime-config';

import { appCheckHeaders } from './app-check-headers';

/**
 * One request to Firestore's REST API instead of the SDK: a visitor of a public page
 * (events) downloads none of the Firebase SDK, and a signed-in page paints the person's own
 * documents before the realtime SDK loads. Anonymous reads only for data the rules let
 * anyone read; signed-in reads carry the ID token and pass the same rules as the SDK's.
 */
export interface StructuredQuery {
  from: { collectionId: string }[];
  where?: Filter;
  orderBy?: { field: { fieldPath: string }; direction: 'ASCENDING' | 'DESCENDING' }[];
  limit?: number;
}

type FieldOp = 'LESS_THAN_OR_EQUAL' | 'GREATER_THAN_OR_EQUAL' | 'EQUAL';
type Filter =
  | { fieldFilter: { field: { fieldPath: string }; op: FieldOp; value: RestValue } }
  | { unaryFilter: { field: { fieldPath: string }; op: 'IS_NULL' } }
  | { compositeFilter: { op: 'AND'; filters: Filter[] } };

export type RestValue =
  | { stringValue: string }
  | { integerValue: string }
  | { doubleValue: number }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { timestampValue: string }
  | { mapValue: { fields?: Record<string, RestValue> } }
  | { arrayValue: { values?: RestValue[] } };

export const fieldFilter = (fieldPath: string, op: FieldOp, value: string): Filter => ({
  fieldFilter: { field: { fieldPath }, op, value: { stringValue: value } },
});

/** How the SDK sends where(fieldPath, '==', null). */
export const isNullFilter = (fieldPath: string): Filter => ({
  unaryFilter: { field: { fieldPath }, op: 'IS_NULL' },
});

export const allOf = (...filters: Filter[]): Filter => ({
  compositeFilter: { op: 'AND', filters },
});

/** What a timestamp becomes: its ISO text by default. */
type TimestampDecoder = (iso: string) => unknown;
const asText: TimestampDecoder = (iso) => iso;

export function decodeValue(value: RestValue, timestamp: TimestampDecoder = asText): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return timestamp(value.timestampValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {}, timestamp);
  if ('arrayValue' in value) {
    return (value.arrayValue.values ?? []).map((item) => decodeValue(item, timestamp));
  }
  return null;
}

export function decodeFields(
  fields: Record<string, RestValue>,
  timestamp: TimestampDecoder = asText,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, v]) => [key, decodeValue(v, timestamp)]),
  );
}

/** `documents:runQuery`, or a document's path such as `documents/accounts/u1`. */
function firestoreUrl({ firebase }: RuntimeConfig, resource: string): string {
  const path = `/v1/projects/${firebase.projectId}/databases/(default)/${resource}`;
  const { emulators } = firebase;
  return emulators
    ? `http://${emulators.firestoreHost}:${emulators.firestorePort}${path}`
    : `https://firestore.googleapis.com${path}?key=${encodeURIComponent(firebase.apiKey)}`;
}

interface RestDocumentBody {
  name: string;
  fields?: Record<string, RestValue>;
}

interface RunQueryRow {
  document?: RestDocumentBody;
}

const idOf = (document: RestDocumentBody) => document.name.split('/').pop() as string;

async function postQuery(
  config: RuntimeConfig,
  structuredQuery: StructuredQuery,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<RestDocumentBody[]> {
  const response = await fetch(firestoreUrl(config, 'documents:runQuery'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers, ...(await appCheckHeaders(config)) },
    body: JSON.stringify({ structuredQuery }),
    signal,
  });
  if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
  const rows = (await response.json()) as RunQueryRow[];
  return rows.flatMap(({ document }) => (document ? [document] : []));
}

/** Runs a query and returns its documents as plain objects with their id. */
export async function runQuery<T extends { id: string }>(
  config: RuntimeConfig,
  structuredQuery: StructuredQuery,
  signal?: AbortSignal,
): Promise<T[]> {
  const documents = await postQuery(config, structuredQuery, {}, signal);
  return documents.map(
    (document) => ({ ...decodeFields(document.fields ?? {}), id: idOf(document) }) as T,
  );
}

/** A read as the signed-in person: their ID token, and a signal to abandon it. */
export interface SignedInRead {
  idToken: string;
  signal?: AbortSignal;
}

/**
 * A document as the SDK's snapshot gives it to a converter: its id and its data, with
 * timestamps as Dates (to the millisecond, as Timestamp.toDate()), so that the same
 * converter makes the same record of either.
 */
export interface RestDocument {
  id: string;
  data: Record<string, unknown>;
}

/** The instant as Timestamp.toDate() gives it: seconds and nanoseconds, added as it adds them. */
const asDate: TimestampDecoder = (iso) => {
  const parts = /^([^.]+)(?:\.(\d+))?Z$/.exec(iso);
  if (!parts) return new Date(iso);
  const nanoseconds = Number((parts[2] ?? '').padEnd(9, '0').slice(0, 9));
  return new Date(Date.parse(`${parts[1]}Z`) + nanoseconds / 1e6);
};
const toRestDocument = (document: RestDocumentBody): RestDocument => ({
  id: idOf(document),
  data: decodeFields(document.fields ?? {}, asDate),
});
const bearer = ({ idToken }: SignedInRead) => ({ authorization: `Bearer ${idToken}` });

/** Runs a query as the signed-in person, under the rules. */
export async function runSignedInQuery(
  config: RuntimeConfig,
  structuredQuery: StructuredQuery,
  read: SignedInRead,
): Promise<RestDocument[]> {
  const documents = await postQuery(config, structuredQuery, bearer(read), read.signal);
  return documents.map(toRestDocument);
}

/** Reads one document (`accounts/u1`) as the signed-in person; null when there is none. */
export async function getSignedInDocument(
  config: RuntimeConfig,
  documentPath: string,
  read: SignedInRead,
): Promise<RestDocument | null> {
  const response = await fetch(firestoreUrl(config, `documents/${documentPath}`), {
    headers: { ...bearer(read), ...(await appCheckHeaders(config)) },
    signal: read.signal,
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
  return toRestDocument((await response.json()) as RestDocumentBody);
}
