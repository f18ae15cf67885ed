/**
 * How long one writer holds an account's custom claims (claimLocks/{uid}): a writer that
 * dies holding the lease blocks that account's claims for at most this long.
 */
export const CLAIMS_LEASE_MS = 10_000;
