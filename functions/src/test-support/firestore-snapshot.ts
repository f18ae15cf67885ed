import {
  DocumentReference,
  GeoPoint,
  Timestamp,
  type CollectionReference,
  type Firestore,
} from 'firebase-admin/firestore';

/** Stored values in a form that compares by content: timestamps, references, bytes, keys. */
function comparable(value: unknown): unknown {
  if (value instanceof Timestamp) return { timestamp: `${value.seconds}.${value.nanoseconds}` };
  if (value instanceof DocumentReference) return { reference: value.path };
  if (value instanceof GeoPoint) return { geoPoint: [value.latitude, value.longitude] };
  if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(comparable);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, comparable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

async function collect(
  collections: CollectionReference[],
  skip: readonly string[],
  into: Map<string, string>,
) {
  for (const collection of collections) {
    if (skip.includes(collection.id)) continue;
    // listDocuments also names documents that exist only as parents of subcollections.
    const refs = await collection.listDocuments();
    if (refs.length === 0) continue;
    const snapshots = await collection.firestore.getAll(...refs);
    for (const snapshot of snapshots) {
      if (snapshot.exists) into.set(snapshot.ref.path, JSON.stringify(comparable(snapshot.data())));
    }
    for (const ref of refs) await collect(await ref.listCollections(), skip, into);
  }
}

/**
 * Every document of a database, subcollections included, by path, but for the top-level
 * collections in `skip`.
 */
export async function firestoreSnapshot(db: Firestore, skip: readonly string[] = []) {
  const documents = new Map<string, string>();
  await collect(await db.listCollections(), skip, documents);
  return documents;
}

/** The documents added, removed or changed between two snapshots, with their contents. */
export function snapshotChanges(before: Map<string, string>, after: Map<string, string>) {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ path, before: before.get(path) ?? null, after: after.get(path) ?? null }));
}
