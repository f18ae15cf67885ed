import type { ClubStatus, PaymentStatus } from '../../domain/status';

/** clubInfo of clubs/{id}: the club's own details, the logo as a data URL. */
export interface ClubInfoDoc {
  clubName: string;
  clubOwnerName: string;
  clubAddress: string;
  clubEmail: string;
  clubPhone: string;
  clubLogo: string | null;
}

/** clubs/{id} in camelCase; the repository turns stored Timestamps into Dates. */
export interface ClubDoc {
  id: string;
  // Null until the invited owner registers the club.
  ownerUid: string | null;
  memberId: string | null;
  defaultCoachMemberId: string | null;
  defaultCoachMembershipId: string | null;
  status: ClubStatus;
  paymentStatus: PaymentStatus;
  inviteCode: string | null;
  clubInfo: ClubInfoDoc;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date | null;
  // Why an administrator (or a dispute) last set the status, and when; absent on older records.
  statusReason?: string | null;
  statusChangedAt?: Date | null;
  // The owner's new name for an approved or active club until an administrator decides on it;
  // clubInfo.clubName stays the old one meanwhile. Absent on older records.
  pendingName?: string | null;
  deletedAt: Date | null;
}

/** invites/{code}: an administrator's single-use invitation for one club. */
export interface InviteDoc {
  code: string;
  clubId: string;
  clubName: string;
  clubEmail: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  usedBy: string | null;
  revokedAt: Date | null;
}
