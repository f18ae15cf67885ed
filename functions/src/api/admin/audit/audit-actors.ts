import type { Auth } from 'firebase-admin/auth';

import type { AccountsRepository } from '../../accounts/accounts.repository';

/** How the history panel names who made a change: the actor's own name or email. */
export interface AuditActor {
  name: string | null;
  email: string | null;
}

const fullName = (first?: string | null, last?: string | null) =>
  [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ') || null;

/**
 * Resolves the actors of audit entries: their account's name and email, else their sign-in's
 * display name and email (an admin made with make-admin may have no account). Only the actors'
 * own details: the edited records' values never reach the history.
 */
export function auditActors(accounts: Pick<AccountsRepository, 'get'>, auth: Auth) {
  return {
    async resolve(uids: readonly string[]): Promise<Map<string, AuditActor>> {
      const unique = [...new Set(uids.filter(Boolean))];
      const actors = new Map<string, AuditActor>();
      const found = await Promise.all(
        unique.map(async (uid) => [uid, await accounts.get(uid).catch(() => null)] as const),
      );
      for (const [uid, account] of found) {
        if (account) {
          actors.set(uid, {
            name: fullName(account.firstName, account.lastName),
            email: account.email || null,
          });
        }
      }
      const missing = unique.filter((uid) => !actors.has(uid));
      if (missing.length > 0) {
        try {
          const { users } = await auth.getUsers(missing.map((uid) => ({ uid })));
          for (const user of users) {
            actors.set(user.uid, {
              name: user.displayName?.trim() || null,
              email: user.email ?? null,
            });
          }
        } catch (error) {
          // The history still shows the changes; the actors fall back to their ids.
          console.warn('Resolving audit actors failed', error);
        }
      }
      return actors;
    },
  };
}

export type AuditActors = ReturnType<typeof auditActors>;
