import type { RuntimeConfig } from '../../../config/runtime-config';
import {
  fieldFilter,
  getSignedInDocument,
  runSignedInQuery,
  type SignedInRead,
  type StructuredQuery,
} from '../../../lib/firebase/firestore-rest';

import type { DirectoryClub, DirectoryMember } from './directory-entry';
import { CLUBS, DIRECTORY_LIST_LIMIT, entryOf, MEMBERS } from './directory-records';
import { toMembersPage, type MembersPage } from './members-page';

// One-shot reads of the directory over Firestore's REST API, as the signed-in member (ID
// token, the same rules) and with the same queries as the listeners (directory-live.ts): the
// first screen needs none of the realtime SDK.

function byName(collectionId: string, role: string | null, limit: number): StructuredQuery {
  return {
    from: [{ collectionId }],
    ...(role && { where: fieldFilter('role', 'EQUAL', role) }),
    orderBy: [{ field: { fieldPath: 'name' }, direction: 'ASCENDING' }],
    limit,
  };
}

async function entries<T extends { id: string }>(
  config: RuntimeConfig,
  query: StructuredQuery,
  read: SignedInRead,
): Promise<T[]> {
  const documents = await runSignedInQuery(config, query, read);
  return documents.map(({ id, data }) => entryOf<T>(id, data));
}

/** The first page of athletes by name, and one more to learn whether a next page exists. */
export async function readFirstMembersPage(
  config: RuntimeConfig,
  pageSize: number,
  read: SignedInRead,
): Promise<MembersPage> {
  const found = await entries<DirectoryMember>(
    config,
    byName(MEMBERS, 'athlete', pageSize + 1),
    read,
  );
  return toMembersPage(found, pageSize);
}

/** Referees or coaches: the first 100 by name. */
export function readRoleMembers(
  config: RuntimeConfig,
  role: 'referee' | 'coach',
  read: SignedInRead,
): Promise<DirectoryMember[]> {
  return entries(config, byName(MEMBERS, role, DIRECTORY_LIST_LIMIT), read);
}

export function readClubs(config: RuntimeConfig, read: SignedInRead): Promise<DirectoryClub[]> {
  return entries(config, byName(CLUBS, null, DIRECTORY_LIST_LIMIT), read);
}

/** standings/{uid}'s activeUntil; null without one (no document: no active membership). */
export async function readActiveUntil(
  config: RuntimeConfig,
  uid: string,
  read: SignedInRead,
): Promise<Date | null> {
  const document = await getSignedInDocument(config, `standings/${encodeURIComponent(uid)}`, read);
  const activeUntil = document?.data.activeUntil;
  return activeUntil instanceof Date ? activeUntil : null;
}
