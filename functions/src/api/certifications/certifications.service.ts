import type { CertificationInput, CertificationsQuery } from '../../domain/schemas/certification';
import { assertAdmin, type Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

import type { CertificationsRepository } from './certifications.repository';

/** Administrators record and remove coaches' and referees' certifications; holders read theirs. */
export function certificationsService({
  certifications,
  now,
}: {
  certifications: CertificationsRepository;
  now: () => Date;
}) {
  return {
    async list(caller: Caller, membershipId: string, query: CertificationsQuery) {
      assertAdmin(caller);
      if (!(await certifications.membershipIsLive(membershipId))) {
        throw AppError.notFound('notFound.membership');
      }
      return certifications.page(membershipId, query.limit, query.after);
    },

    async record(caller: Caller, membershipId: string, input: CertificationInput) {
      assertAdmin(caller);
      const recorded = await certifications.record(membershipId, input, caller.uid, now());
      if (!recorded) throw AppError.notFound('notFound.membership');
      return recorded;
    },

    async remove(caller: Caller, id: string) {
      assertAdmin(caller);
      const removed = await certifications.remove(id, caller.uid, now());
      if (!removed) throw AppError.notFound('notFound.certification');
      return removed;
    },

    /** The caller's own, latest expiry first. */
    async mine(caller: Caller) {
      const own = await certifications.ofOwner(caller.uid);
      return own.sort((a, b) => b.expiresOn.localeCompare(a.expiresOn));
    },
  };
}

export type CertificationsService = ReturnType<typeof certificationsService>;
