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
