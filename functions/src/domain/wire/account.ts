import type { AccountRole, AuthMethod, Gender } from '../enums';

import type { AddressWire } from './address';

/** An account as the API gives it (GET /accounts/me, the admin table, the CSV export). */
export type AccountWire = {
  id: string;
  firebase_user_id: string;
  email: string;
  auth_method: AuthMethod;
  role: AccountRole;
  is_active: boolean;
  first_name: string;
  last_name: string;
  phone: string | null;
  date_of_birth: string | null;
  gender: Gender | null;
  address: AddressWire | null;
  created_at: string | null;
  updated_at: string | null;
  last_login_at: string | null;
  deletion_requested_at: string | null;
  // When an administrator moved it to the trash; erased 90 days later.
  deleted_at: string | null;
};

/** GET /accounts (administrators): one page of accounts and how many match in all. */
export type AccountListWire = {
  accounts: AccountWire[];
  total: number;
};
