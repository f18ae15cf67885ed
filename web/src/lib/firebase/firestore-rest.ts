import type { RuntimeConfig } from '../../config/runtime-config';

import { appCheckHeaders } from './app-check-headers';

/**
 * Public collections (events) are read with one request to Firestore's REST API: a visitor
 * of a public page downloads none of the Firebase SDK. Only for data the rules let anyone read.
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

export function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('mapValue' in value) return decodeFields(value.mapValue.fields ?? {});
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  return null;
}

export function decodeFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, v]) => [key, decodeValue(v)]));
}

function documentsUrl({ firebase }: RuntimeConfig): string {
  const path = `/v1/projects/${firebase.projectId}/databases/(default)/documents:runQuery`;
  const { emulators } = firebase;
  return emulators
    ? `http://${emulators.firestoreHost}:${emulators.firestorePort}${path}`
    : `https://firestore.googleapis.com${path}?key=${encodeURIComponent(firebase.apiKey)}`;
}

interface RunQueryRow {
  document?: { name: string; fields?: Record<string, RestValue> };
}

/** Runs a query and returns its documents as plain objects with their id. */
export async function runQuery<T extends { id: string }>(
  config: RuntimeConfig,
  structuredQuery: StructuredQuery,
  signal?: AbortSignal,
): Promise<T[]> {
  const response = await fetch(documentsUrl(config), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await appCheckHeaders(config)) },
    body: JSON.stringify({ structuredQuery }),
    signal,
  });
  if (!response.ok) throw new Error(`Firestore answered ${response.status}`);
  const rows = (await response.json()) as RunQueryRow[];
  return rows.flatMap(({ document }) =>
    document
      ? [{ ...decodeFields(document.fields ?? {}), id: document.name.split('/').pop() } as T]
      : [],
  );
}
