import { DEFAULT_COUNTRY } from '@domain/enums';
import type { AddressWire } from '@domain/wire/address';

/** An address as the form holds it: every field a string, so inputs stay controlled. */
export interface AddressValues {
  street_number_and_name: string;
  apt_suite_unit_number: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

export function addressValues(address?: Partial<AddressWire> | null): AddressValues {
  return {
    street_number_and_name: address?.street_number_and_name ?? '',
    apt_suite_unit_number: address?.apt_suite_unit_number ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipcode: address?.zipcode ?? '',
    country: address?.country ?? DEFAULT_COUNTRY,
  };
}
