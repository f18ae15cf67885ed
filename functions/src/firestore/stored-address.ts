/** A postal address as accounts and memberships store it. */
export interface AddressDoc {
  streetNumberAndName: string;
  aptSuiteUnitNumber: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}
