import type { SessionUser } from '../../lib/session/session-user';

export type DirectoryAccess = 'granted' | 'pending' | 'signed-out' | 'not-member';

/**
 * Who may see the directory (spec 01 §6). A stored user waits for Firebase to confirm the
 * session, because a query sent before the ID token is ready is refused by the rules.
 */
export function directoryAccess({
  user,
  confirmed,
}: {
  user: SessionUser | null;
  confirmed: boolean;
}): DirectoryAccess {
  if (!user) return 'signed-out';
  if (!confirmed) return 'pending';
  return user.isActiveMember || user.isAdmin ? 'granted' : 'not-member';
}
