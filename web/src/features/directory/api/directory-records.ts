import type { MemberCursor } from './members-page';

// What the one-shot reads (directory-rest.ts) and the live listeners (directory-live.ts)
// share, so that both give the same records for the same lists.

/** The spec's list size for clubs, referees and coaches; the rules refuse more than 100. */
export const DIRECTORY_LIST_LIMIT = 100;

export const MEMBERS = 'directory';
export const CLUBS = 'directoryClubs';

/** A projection's document as the directory shows it: its fields and its id. */
export const entryOf = <T extends { id: string }>(id: string, data: Record<string, unknown>) =>
  ({ ...data, id }) as T;

/** What identifies a page of members among the reads of the page. */
export const membersPageKey = (pageSize: number, after: MemberCursor | null) =>
  JSON.stringify(['directory', 'athlete', pageSize, after?.name ?? null, after?.id ?? null]);
