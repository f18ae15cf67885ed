import type { Transaction } from 'firebase-admin/firestore';

/**
 * A check one repository lends another's transaction: it reads first, may write, and
 * answers whether the transaction may go on. False aborts it with nothing written.
 */
export type TransactionGuard = (tx: Transaction) => Promise<boolean>;
