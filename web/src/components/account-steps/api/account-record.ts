import type { AddressInput } from '@domain/schemas/address';

/** An account as GET /accounts answers it (snake_case, spec 01 §3). */
export interface AccountRecord {
  id: string;
  email: string;
  auth_method: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  date_of_birth: string | null;
  gender: string | null;
  address: AddressInput | null;
}

/** The profile fields POST /accounts and PUT /accounts/{id}/complete take. */
export interface AccountProfilePayload {
  first_name: string;
  last_name: string;
  phone: string;
  date_of_birth: string;
  gender: string;
  address: AddressInput;
}
