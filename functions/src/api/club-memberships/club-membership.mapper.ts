import type { DocumentData } from 'firebase-admin/firestore';

import type { ClubMembershipInput } from '../../domain/schemas/club-membership';
import type { ClubWire } from '../../domain/wire/club';
import type { ClubInfoDoc, StoredClub } from '../../firestore/collections/clubs';
import { dateOf, dateOrNull } from '../../firestore/dates';
import { textOrEmpty, textOrNull } from '../../firestore/stored-text';
import { isoOrNull } from '../shared/iso-date';

import type { InviteDoc } from './club-membership.model';

// The HTTP API speaks the spec's snake_case; Firestore keeps camelCase.

export function clubInfoFromWire(info: ClubMembershipInput['club_info']): ClubInfoDoc {
  return {
    clubName: info.club_name,
    clubOwnerName: info.club_owner_name,
    clubAddress: info.club_address,
    clubEmail: info.club_email,
    clubPhone: info.club_phone,
    clubLogo: info.club_logo ?? null,
  };
}

export function inviteFromStored(data: DocumentData): InviteDoc {
  return {
    code: textOrEmpty(data.code),
    clubId: textOrEmpty(data.clubId),
    clubName: textOrEmpty(data.clubName),
    clubEmail: textOrEmpty(data.clubEmail),
    createdBy: textOrEmpty(data.createdBy),
    createdAt: dateOf(data.createdAt),
    expiresAt: dateOf(data.expiresAt),
    usedAt: dateOrNull(data.usedAt),
    usedBy: textOrNull(data.usedBy),
    revokedAt: dateOrNull(data.revokedAt),
  };
}

/** The club as the API gives it, plus the flattened fields the admin view shows. */
export function clubToWire(club: StoredClub): ClubWire {
  const info = club.clubInfo;
  return {
    id: club.id,
    user_id: club.ownerUid,
    member_id: club.memberId,
    default_coach_member_id: club.defaultCoachMemberId,
    default_coach_membership_id: club.defaultCoachMembershipId,
    status: club.status,
    payment_status: club.paymentStatus,
    invite_code: club.inviteCode,
    created_at: isoOrNull(club.createdAt),
    updated_at: isoOrNull(club.updatedAt),
    expires_at: isoOrNull(club.expiresAt),
    status_reason: club.statusReason ?? null,
    status_changed_at: isoOrNull(club.statusChangedAt ?? null),
    pending_club_name: club.pendingName ?? null,
    deleted_at: isoOrNull(club.deletedAt),
    club_info: {
      club_name: info.clubName,
      club_owner_name: info.clubOwnerName,
      club_address: info.clubAddress,
      club_email: info.clubEmail,
      club_phone: info.clubPhone,
      club_logo: info.clubLogo,
    },
    name: info.clubName,
    owner: info.clubOwnerName,
    address: info.clubAddress,
    email: info.clubEmail,
    phone: info.clubPhone,
    logo: info.clubLogo,
  };
}
