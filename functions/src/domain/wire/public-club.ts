/**
 * An active club as GET /clubs/public gives it to anyone: what the association publishes
 * of it, never its address, email, phone, owner account or members.
 */
export type PublicClubWire = {
  id: string;
  name: string;
  /** Read from the club's address when it ends in a city and state; otherwise null. */
  city: string | null;
  /** The head instructor, as the club's owner name reads; null when none is given. */
  master: string | null;
};
