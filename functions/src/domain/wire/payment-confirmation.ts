/**
 * POST /payments/confirm-payment: whether the intent has succeeded, and the membership's
 * status and member id once the payment is settled.
 */
export type MembershipPaymentConfirmationWire = {
  success: boolean;
  payment_intent_status: string;
  status: string;
  payment_status: string | null;
  member_id: string | null;
};

/** POST /payments/club/confirm-payment */
export type ClubPaymentConfirmationWire = { success: boolean };

/** One membership a household payment covered, as it stands after the confirmation. */
export type HouseholdMembershipPaidWire = {
  id: string;
  status: string;
  payment_status: string | null;
  member_id: string | null;
  expires_at: string | null;
};

/** POST /payments/household/confirm-payment */
export type HouseholdPaymentConfirmationWire = {
  success: boolean;
  memberships: HouseholdMembershipPaidWire[];
};
