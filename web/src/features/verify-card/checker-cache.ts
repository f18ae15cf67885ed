import type { CardKeySetWire } from '@domain/wire/member-card';
import { get, set } from 'idb-keyval';

import type { RuntimeConfig } from '../../config/runtime-config';
import { callApi } from '../../lib/api/call-api';

import { verifyRevocationList, type VerifiedRevocationList } from './card-checker';

// What the checker keeps in the browser's IndexedDB for the hours with no signal: the
// association's public keys and the signed revocation list, nothing personal beyond the
// member IDs the list refuses. Nothing else the API answers is kept.

const KEYS_ENTRY = 'verify-card:keys';
const LIST_ENTRY = 'verify-card:revocations';

interface StoredList {
  token: string;
  /** Whose session fetched it: another account's checker does not use it. */
  uid: string;
  /** When this browser last fetched it (ms since the epoch). */
  fetchedAt: number;
}

/** What the checker works with: keys and a verified list, or nothing yet. */
export interface CheckerMaterial {
  keys: CardKeySetWire;
  list: VerifiedRevocationList;
  fetchedAt: Date;
}

const isKeySet = (value: unknown): value is CardKeySetWire =>
  typeof value === 'object' && value !== null && Array.isArray((value as CardKeySetWire).keys);

/**
 * The keys and list this account kept, verified again (a list that no longer verifies is not
 * used); null when there are none.
 */
export async function readCheckerMaterial(uid: string): Promise<CheckerMaterial | null> {
  const [keys, stored] = await Promise.all([get<unknown>(KEYS_ENTRY), get<StoredList>(LIST_ENTRY)]);
  if (!isKeySet(keys) || !stored || typeof stored.token !== 'string' || stored.uid !== uid) {
    return null;
  }
  try {
    const list = await verifyRevocationList(stored.token, keys);
    return { keys, list, fetchedAt: new Date(stored.fetchedAt) };
  } catch {
    return null;
  }
}

/**
 * Fetches the keys and the revocation list, checks the list's signature with those keys and
 * keeps both. Rejects with the API's error (403 for someone who may not check cards) or a
 * network failure; what was kept before stays then.
 */
export async function refreshCheckerMaterial(
  config: RuntimeConfig,
  uid: string,
  locale: string,
  now: () => Date = () => new Date(),
): Promise<CheckerMaterial> {
  const [keys, { token }] = await Promise.all([
    callApi(config, 'GET /cards/keys', { auth: 'none', locale }),
    callApi(config, 'GET /cards/revocations', { locale }),
  ]);
  const list = await verifyRevocationList(token, keys);
  const fetchedAt = now();
  await Promise.all([
    set(KEYS_ENTRY, keys),
    set(LIST_ENTRY, { token, uid, fetchedAt: fetchedAt.getTime() } satisfies StoredList),
  ]);
  return { keys, list, fetchedAt };
}
