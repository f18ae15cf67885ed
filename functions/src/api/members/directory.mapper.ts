import type { DirectoryClubWire } from '../../domain/wire/directory-club';
import type { DirectoryMemberWire } from '../../domain/wire/directory-member';
import type { DirectoryPageWire } from '../../domain/wire/directory-page';

import { encodeCursor } from './directory-cursor';
import type { DirectoryClub, DirectoryMember, Page } from './directory.repository';

export function memberToWire(m: DirectoryMember): DirectoryMemberWire {
  return {
    id: m.id,
    membership_id: m.membershipId,
    member_id: m.memberId,
    name: m.name,
    role: m.role,
    belt_rank: m.beltRank,
    division: m.division,
    club_id: m.clubId,
    club_name: m.clubName,
    achievements: m.achievements,
    join_date: m.joinDate,
    referee_level: m.refereeLevel ?? null,
    coach_type: m.coachType ?? null,
    status: m.status,
  };
}

export function directoryClubToWire(c: DirectoryClub): DirectoryClubWire {
  return {
    id: c.id,
    name: c.name,
    master: c.master,
    address: c.address,
    member_count: c.memberCount,
    logo: c.logo,
  };
}

export function pageToWire<T, W>(
  page: Page<T>,
  limit: number,
  total: number,
  toWire: (item: T) => W,
): DirectoryPageWire<W> {
  return {
    data: page.items.map(toWire),
    pagination: {
      limit,
      has_next: page.hasNext,
      has_previous: page.hasPrevious,
      next_cursor: page.hasNext && page.last ? encodeCursor(page.last) : null,
      prev_cursor: page.hasPrevious && page.first ? encodeCursor(page.first) : null,
    },
    total,
  };
}
