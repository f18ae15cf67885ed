/** An address as the API gives it. */
export type AddressWire = {
  street_number_and_name: string;
  apt_suite_unit_number: string | null;
  city: string;
  state: string;
  zipcode: string;
  country: string;
};
