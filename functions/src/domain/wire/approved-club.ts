/**
 * GET /clubs/approved: the clubs an athlete may name as their school, by id and public name
 * only (no contact details, owner or address).
 */
export type ApprovedClubsWire = { clubs: { id: string; name: string }[] };
