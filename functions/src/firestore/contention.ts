import { GrpcStatus, type ReadWriteTransactionOptions } from 'firebase-admin/firestore';

/**
 * Firestore gave up on a transaction that kept losing the race for a record's lock (the
 * emulator says "Transaction lock timeout").
 */
export const isContention = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === GrpcStatus.ABORTED;

/**
 * For transactions on a record many may change at once (50 administrators on one
 * membership, a double-clicked Pay button): the SDK's default 5 attempts give up while
 * such a queue still waits. Seven attempts back off about 21 s in all (31 s at most with
 * the SDK's jitter), inside the API function's 60 s.
 */
export const CONTENDED: ReadWriteTransactionOptions = { maxAttempts: 7 };
