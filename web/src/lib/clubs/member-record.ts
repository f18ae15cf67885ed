import type { AddressInput } from '@domain/schemas/address';

/** A membership row (athlete, coach or referee) as the list and edit dialogs read it. */
export interface MemberRecord {
  id: string;
  member_id?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  date_of_birth?: string | null;
  gender?: string | null;
  parent_name?: string | null;
  t_shirt_size?: string | null;
  uniform_size?: string | null;
  role?: string | null;
  belt_rank?: string | null;
  division?: string | null;
  current_school?: string | null;
  competition_categories?: string[] | null;
  membership_tier?: string | null;
  status?: string | null;
  payment_status?: string | null;
  use_account_address?: boolean | null;
  address?: Partial<AddressInput> | null;
  deleted_at?: string | null;
}
