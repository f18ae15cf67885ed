export interface ClubInfo {
  club_name: string;
  club_owner_name?: string | null;
  club_address?: string | null;
  club_email?: string | null;
  club_phone?: string | null;
  club_logo?: string | null;
}

export interface ClubRecord {
  id: string;
  member_id?: string | null;
  default_coach_member_id?: string | null;
  status: string;
  payment_status?: string | null;
  created_at?: string | null;
  invite_code?: string | null;
  club_info: ClubInfo;
  deleted_at?: string | null;
}
