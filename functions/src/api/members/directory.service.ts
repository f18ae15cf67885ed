import { isStandingActive } from '../../domain/standing';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

import type {
  DirectoryRepository,
  MemberFilters,
  DirectoryPageRequest,
} from './directory.repository';

export function directoryService(
  directory: DirectoryRepository,
  now: () => Date = () => new Date(),
) {
  /**
   * The directory is for members whose standing is active, and for administrators. The
   * standing document, not the token's activeMember claim, which lags a payment or a
   * suspension by up to an hour.
   */
  async function assertMemberAccess(caller: Caller) {
    if (caller.isAdmin) return;
    if (!isStandingActive(await directory.activeUntilOf(caller.uid), now())) {
      throw AppError.forbidden('directory.memberAccessRequired');
    }
  }

  return {
    async members(caller: Caller, filters: MemberFilters, page: DirectoryPageRequest) {
      await assertMemberAccess(caller);
      const [found, total] = await Promise.all([
        directory.listMembers(filters, page),
        directory.countMembers(filters),
      ]);
      return { page: found, total };
    },

    async featured(caller: Caller, limit: number) {
      await assertMemberAccess(caller);
      return directory.featured(limit);
    },

    async member(caller: Caller, id: string) {
      await assertMemberAccess(caller);
      const found = await directory.getMember(id);
      if (!found) throw AppError.notFound('notFound.member');
      return found;
    },

    async clubs(caller: Caller, page: DirectoryPageRequest) {
      await assertMemberAccess(caller);
      const [found, total] = await Promise.all([directory.listClubs(page), directory.countClubs()]);
      return { page: found, total };
    },
  };
}

export type DirectoryService = ReturnType<typeof directoryService>;
