import { changedFieldNames } from '../../../domain/audit-diff';
import type { AdminAccountUpdateInput } from '../../../domain/schemas/account';
import type { AdminAccountsQuery } from '../../../domain/schemas/admin';
import { normaliseForSearch } from '../../../domain/search-text';
import type { StoredAccount } from '../../../firestore/collections/accounts';
import { ACCOUNT_NOT_AUDITED } from '../../accounts/account-search-fields';
import { profileFromWire } from '../../accounts/account.mapper';
import { assertAdmin, type Caller } from '../../auth/caller';
import { AppError } from '../../errors/app-error';

import type { AccountIdentity } from './account-identity';
import type { AccountDecision, AdminAccountsRepository } from './admin-accounts.repository';

export interface AdminAccountsServiceDeps {
  accounts: AdminAccountsRepository;
  identity: AccountIdentity;
  now: () => Date;
}

export const LAST_ADMIN_MESSAGE = 'The last remaining administrator must keep the admin role.';
// Bookkeeping and derived search copies are not changes anyone made.

function refuseLosingLastAdmin(current: StoredAccount, otherAdmins: number) {
  if (current.role === 'admin' && otherAdmins === 0) throw AppError.forbidden('account.lastAdmin');
}

/** What an administrator does to accounts: list, edit (role included), trash and restore. */
export function adminAccountsService({ accounts, identity, now }: AdminAccountsServiceDeps) {
  /** The change, then Auth brought to it; if Auth fails, the retry job finishes it. */
  async function change(caller: Caller, uid: string, decide: AccountDecision) {
    const result = await accounts.change(uid, caller.uid, now(), decide);
    if (!result) throw AppError.notFound('notFound.account');
    if (result.identityChanged) await identity.sync(uid);
    return result.after;
  }

  const live = (current: StoredAccount) => {
    if (current.deletedAt) throw AppError.notFound('notFound.account');
  };

  return {
    async list(caller: Caller, query: AdminAccountsQuery) {
      assertAdmin(caller);
      const activeOnly = query.active_only ?? query.activeOnly ?? false;
      return accounts.list(
        {
          filters: activeOnly ? { isActive: true } : {},
          search: normaliseForSearch(query.search),
          deleted: query.deleted ?? false,
        },
        { skip: query.skip, limit: query.limit, after: query.after },
      );
    },

    /**
     * The Edit Account dialog. A new email is set in Auth first, so a taken address
     * changes nothing; the role becomes the `admin` claim once Firestore holds it, and a
     * demotion ends every session.
     */
    async update(caller: Caller, uid: string, input: AdminAccountUpdateInput) {
      assertAdmin(caller);
      const found = await accounts.get(uid);
      if (!found || found.deletedAt) throw AppError.notFound('notFound.account');
      if (input.email.toLowerCase() !== found.email.toLowerCase()) {
        await identity.setEmail(uid, input.email);
      }
      const at = now();
      return change(caller, uid, (current, { otherAdmins }) => {
        live(current);
        if (input.role !== 'admin') refuseLosingLastAdmin(current, otherAdmins);
        const changes: Partial<StoredAccount> = {
          ...profileFromWire(input),
          email: input.email,
          role: input.role,
          updatedAt: at,
        };
        return {
          changes,
          changedFields: changedFieldNames(
            current,
            { ...current, ...changes },
            ACCOUNT_NOT_AUDITED,
          ),
          action: input.role === current.role ? 'update' : 'role',
        };
      });
    },

    /**
     * Trashes the account: it cannot sign in and its sessions end. An administrator also
     * loses the role (a restore brings back a member), so a token still carrying the claim
     * opens nothing.
     */
    async softDelete(caller: Caller, uid: string) {
      assertAdmin(caller);
      if (uid === caller.uid) throw AppError.forbidden('account.trashSelf');
      const at = now();
      return change(caller, uid, (current, { otherAdmins }) => {
        live(current);
        refuseLosingLastAdmin(current, otherAdmins);
        const wasAdmin = current.role === 'admin';
        return {
          changes: { deletedAt: at, updatedAt: at, ...(wasAdmin && { role: 'member' as const }) },
          changedFields: wasAdmin ? ['deletedAt', 'role'] : ['deletedAt'],
          action: 'soft_delete',
        };
      });
    },

    async restore(caller: Caller, uid: string) {
      assertAdmin(caller);
      const at = now();
      return change(caller, uid, (current) => {
        if (!current.deletedAt) throw AppError.notFound('notFound.deletedAccount');
        return {
          changes: { deletedAt: null, updatedAt: at },
          changedFields: ['deletedAt'],
          action: 'restore',
        };
      });
    },
  };
}

export type AdminAccountsService = ReturnType<typeof adminAccountsService>;
