import type { SessionUser } from '../../lib/session/session-user';

/** 'standing': a signed-in member, whose own standing document decides (standing-gate). */
export type DirectoryAccess = 'granted' | 'pending' | 'signed-out' | 'standing';

/**
 * Who may see the directory. A stored user waits for Firebase to confirm the
 * session, because a query sent before the ID token is ready is refused by the rules.
 * Administrators always may; anyone else as long as their standing is active, which the
 * token's activeMember claim cannot tell (it lags a payment or a suspension by up to an hour).
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
  return user.isAdmin ? 'granted' : 'standing';
}
