/** The fields of a membership the wizard reads (spec 01 §3, "Membership record fields"). */
export interface MembershipRecord {
  id: string;
  status: string;
  payment_status: string | null;
  athlete_name?: string | null;
  is_self_registration: boolean;
}
