import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

import type { DirectoryRepository, MemberFilters, PageRequest } from './directory.repository';

/** The directory is for members holding an active membership, and for administrators. */
function assertMemberAccess(caller: Caller) {
  if (!caller.isActiveMember && !caller.isAdmin) throw AppError.forbidden('Member Access Required');
}

export function directoryService(directory: DirectoryRepository) {
  return {
    async members(caller: Caller, filters: MemberFilters, page: PageRequest) {
      assertMemberAccess(caller);
      const [found, total] = await Promise.all([
        directory.listMembers(filters, page),
        directory.countMembers(filters),
      ]);
      return { page: found, total };
    },

    async featured(caller: Caller, limit: number) {
      assertMemberAccess(caller);
      return directory.featured(limit);
    },

    async member(caller: Caller, id: string) {
      assertMemberAccess(caller);
      const found = await directory.getMember(id);
      if (!found) throw AppError.notFound('Member');
      return found;
    },

    async clubs(caller: Caller, page: PageRequest) {
      assertMemberAccess(caller);
      const [found, total] = await Promise.all([directory.listClubs(page), directory.countClubs()]);
      return { page: found, total };
    },
  };
}

export type DirectoryService = ReturnType<typeof directoryService>;
