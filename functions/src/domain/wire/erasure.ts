/** POST /accounts/{id}/erase: the person's data is erased; how many records of each kind. */
export type ErasureWire = {
  erased: true;
  memberships: number;
  clubs: number;
  payments: number;
  event_entries: number;
  mail: number;
};
