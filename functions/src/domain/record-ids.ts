// Ids the API takes from paths, bodies and queries end up in Firestore's doc(), which
// throws on a slash (500 instead of an answer) and lets the server refuse '.', '..',
// __names__ and names over 1,500 bytes. So every such id must have this shape first.

/** Auth uids run to 128 characters; no record id of ours is longer. */
export const RECORD_ID_MAX = 128;

// Firestore auto ids (20 letters and digits), Auth uids, Stripe ids (pi_...) and the
// readable ids of the demo data and tests ('m-rosa', UUIDs) all fit; '/', '.', '%' do not.
const RECORD_ID = new RegExp(`^[A-Za-z0-9_-]{1,${RECORD_ID_MAX}}$`);
// Firestore keeps ids like __name__ for itself.
const RESERVED_ID = /^__.*__$/;

/** A membership, club, account (uid), directory or payment id of a safe shape. */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && RECORD_ID.test(value) && !RESERVED_ID.test(value);
}

export const INVITE_CODE_MAX = 64;
// The server's codes are 26 base64url characters; an administrator's own may be 4 to 64.
const INVITE_CODE = new RegExp(`^[A-Za-z0-9_-]{4,${INVITE_CODE_MAX}}$`);

/** An invitation code of a safe shape (invites/{code}). */
export function isInviteCode(value: unknown): value is string {
  return typeof value === 'string' && INVITE_CODE.test(value) && !RESERVED_ID.test(value);
}
