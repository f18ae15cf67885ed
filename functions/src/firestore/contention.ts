import { GrpcStatus, type ReadWriteTransactionOptions } from 'firebase-admin/firestore';

/** The gRPC status code a Firestore call failed with, if it was one. */
const grpcCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Firestore gave up on a transaction that kept losing the race for a record's lock (the
 * emulator says "Transaction lock timeout").
 */
export const isContention = (error: unknown) => grpcCodeOf(error) === GrpcStatus.ABORTED;

/**
 * For transactions on a record many may change at once (50 administrators on one
 * membership, a double-clicked Pay button): the SDK's default 5 attempts give up while
 * such a queue still waits. Seven attempts back off about 21 s in all (31 s at most with
 * the SDK's jitter), inside the API function's 60 s.
 */
export const CONTENDED: ReadWriteTransactionOptions = { maxAttempts: 7 };

const CLOSED_ATTEMPTS = 5;

/** The emulator, under load, closes a transaction still waiting for a lock; the SDK gives up. */
const isClosedTransaction = (error: unknown) =>
  grpcCodeOf(error) === GrpcStatus.INVALID_ARGUMENT &&
  /Transaction is invalid or closed/.test(String((error as { details?: unknown }).details));

/**
 * Runs a whole transaction again when Firestore closed it before it committed: a closed
 * transaction wrote nothing, so the retry is safe. For short transactions on a hot record.
 */
export async function retryClosedTransaction<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= CLOSED_ATTEMPTS || !isClosedTransaction(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt * (1 + Math.random())));
    }
  }
}

const turns = new Map<string, Promise<void>>();

/**
 * Runs `work` once every earlier work of the same key in this process has ended. Many
 * transactions that read and then write one record deadlock on its lock, and Firestore
 * (the emulator most of all) ends that by timing them all out; taking turns inside an
 * instance leaves only other instances to meet in the transaction, which still decides.
 */
export function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const turn = (turns.get(key) ?? Promise.resolve()).then(work);
  const ended = turn.then(
    () => undefined,
    () => undefined,
  );
  turns.set(key, ended);
  void ended.then(() => {
    if (turns.get(key) === ended) turns.delete(key);
  });
  return turn;
}
