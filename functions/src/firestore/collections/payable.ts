/** What payment code reads of a membership or a club it is paying for; records of any age. */
export interface Payable {
  ownerUid: string | null;
  status: string;
  paymentStatus: string | null;
  memberId: string | null;
  paymentIntentId: string | null;
  expiresAt: Date | null;
  deletedAt: Date | null;
  statusChangedAt: Date | null;
  /** For the receipt: the athlete's or the club's name. */
  displayName: string;
}
