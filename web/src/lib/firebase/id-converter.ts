import type { FirestoreDataConverter } from 'firebase/firestore';

/**
 * Reads a document as its data plus its id. Create one per collection at module level:
 * reactfire identifies a live query with queryEqual, which compares converters by
 * identity, so a new converter per render would restart the listener forever.
 */
export function idConverter<T extends { id: string }>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (value) => value,
    fromFirestore: (snapshot) => ({ ...(snapshot.data() as Omit<T, 'id'>), id: snapshot.id }) as T,
  };
}
