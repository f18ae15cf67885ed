import type { AddressInput } from '@domain/schemas/address';

/** The profile fields POST /accounts and PUT /accounts/{id}/complete take. */
export interface AccountProfilePayload {
  first_name: string;
  last_name: string;
  phone: string;
  date_of_birth: string;
  gender: string;
  address: AddressInput;
}
