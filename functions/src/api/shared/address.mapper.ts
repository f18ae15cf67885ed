import type { AddressInput } from '../../domain/schemas/address';
import type { AddressWire } from '../../domain/wire/address';
import type { AddressDoc } from '../../firestore/stored-address';

/** An address as accounts and memberships store it (camelCase). */
export function addressFromWire(address: AddressInput | null | undefined): AddressDoc | null {
  if (!address) return null;
  return {
    streetNumberAndName: address.street_number_and_name,
    aptSuiteUnitNumber: address.apt_suite_unit_number || null,
    city: address.city,
    state: address.state ?? '',
    zipcode: address.zipcode,
    country: address.country,
  };
}

export function addressToWire(address: AddressDoc | null): AddressWire | null {
  if (!address) return null;
  return {
    street_number_and_name: address.streetNumberAndName,
    apt_suite_unit_number: address.aptSuiteUnitNumber,
    city: address.city,
    state: address.state,
    zipcode: address.zipcode,
    country: address.country,
  };
}
