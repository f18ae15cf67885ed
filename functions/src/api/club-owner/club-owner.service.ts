import { todayIso } from '../../domain/dates';
import { refusesIdentityChange } from '../../domain/membership-rules';
import type { ClubMembersQuery } from '../../domain/schemas/admin';
import type { OwnerMembershipUpdateInput } from '../../domain/schemas/membership-update';
import type { StoredClub } from '../../firestore/collections/clubs';
import type { StoredMembership } from '../../firestore/collections/memberships';
import type { AdminMembershipsRepository } from '../admin/memberships/admin-memberships.repository';
import { personalChanges } from '../admin/memberships/membership-changes';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';

import type { ClubOwnerRepository } from './club-owner.repository';

export interface ClubOwnerServiceDeps {
  owners: ClubOwnerRepository;
  memberships: Pick<AdminMembershipsRepository, 'change'>;
  now: () => Date;
}

// Only the club id ties a membership to a club (see ClubOwnerRepository.membersOf).
const belongsTo = (m: StoredMembership, club: StoredClub) => m.clubId === club.id;

/** /manage-club: the owner of an active club sees and edits its members, never deletes. */
export function clubOwnerService({ owners, memberships, now }: ClubOwnerServiceDeps) {
  async function clubOf(caller: Caller) {
    const club = await owners.activeClubOf(caller.uid);
    if (!club) throw AppError.notFound('notFound.activeClub');
    return club;
  }

  return {
    /** A page of the roster, by name; the next page starts after the previous page's last row. */
    async listMembers(caller: Caller, query: ClubMembersQuery) {
      const club = await clubOf(caller);
      const { search, skip, limit, after } = query;
      const { members, total } = await owners.membersOf(club, search ?? '', { skip, limit, after });
      return { club, memberships: members, total };
    },

    /**
     * Personal details, competition categories and email only: the schema refuses school,
     * tier, role and status (400) before this runs.
     */
    async updateMember(caller: Caller, id: string, input: OwnerMembershipUpdateInput) {
      const club = await clubOf(caller);
      const at = now();
      const updated = await memberships.change(
        id,
        { actorUid: caller.uid, at, action: 'update' },
        (current) => {
          if (current.deletedAt || !belongsTo(current, club))
            throw AppError.notFound('notFound.membership');
          const changes: Partial<StoredMembership> = { updatedAt: at };
          if (input.personal_info) {
            Object.assign(changes, personalChanges(current, input.personal_info, todayIso(at)));
            if (refusesIdentityChange(current, { ...current, ...changes })) {
              throw AppError.forbidden('membership.identityLocked');
            }
          }
          if (input.taekwondo_background) {
            changes.competitionCategories = input.taekwondo_background.competition_categories;
          }
          if (input.email !== undefined) changes.email = input.email;
          return changes;
        },
      );
      if (!updated) throw AppError.notFound('notFound.membership');
      return updated;
    },
  };
}

export type ClubOwnerService = ReturnType<typeof clubOwnerService>;
