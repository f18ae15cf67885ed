import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';

import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';

import type { IntentSnapshot } from '../../payments/payment-gateway';

import { duesOpening, entryOpening, storedPaymentOf, writePayment } from './payments';

const AT = new Date('2027-03-01T12:00:00Z');
const intent = { id: 'pi_1', amount: 4500, currency: 'usd' } as IntentSnapshot;

/** A transaction that records what it would write, against a db that only names documents. */
function recording() {
  const writes: { path: string; data: DocumentData; merge: boolean }[] = [];
  const db = {
    collection: (name: string) => ({ doc: (id: string) => ({ path: `${name}/${id}` }) }),
  } as unknown as Firestore;
  const tx = {
    set: (ref: { path: string }, data: DocumentData, options?: { merge?: boolean }) =>
      writes.push({ path: ref.path, data, merge: options?.merge === true }),
  } as unknown as Transaction;
  return { db, tx, writes };
}

describe('payments collection', () => {
  it('When dues open a payment, then its fixed fields are written once, keyed by the intent', () => {
    const { db, tx, writes } = recording();
    const opening = duesOpening('uid-1', 'membership', [
      { kind: 'membership', id: 'm-1', purpose: 'first' },
    ]);
    writePayment(tx, db, undefined, intent, opening, { status: 'pending' }, AT);
    expect(writes).toEqual([
      {
        path: 'payments/pi_1',
        merge: true,
        data: expect.objectContaining({
          accountUid: 'uid-1',
          kind: 'membership',
          purpose: 'first',
          membershipId: 'm-1',
          clubId: null,
          membershipIds: ['m-1'],
          amount: 4500,
          stripePaymentIntentId: 'pi_1',
          createdAt: AT,
          disputeStatus: null,
          status: 'pending',
          updatedAt: AT,
        }),
      },
    ]);
  });

  it('When a dispute opened the document first, then its dispute stays; a written one keeps its fixed fields', () => {
    const { db, tx, writes } = recording();
    const opening = entryOpening('uid-1', 'entry-1', 'ev-1', 'm-1');
    writePayment(tx, db, { disputeStatus: 'open', disputeId: 'dp_1' }, intent, opening, {}, AT);
    writePayment(tx, db, { createdAt: AT }, intent, opening, { status: 'failed' }, AT);
    expect(writes[0].data).toMatchObject({ kind: 'event_entry', disputeId: 'dp_1' });
    expect(writes[0].data.disputeStatus).toBe('open');
    expect(writes[1].data).toEqual({ status: 'failed', updatedAt: AT });
  });

  it('When a payment from before renewals is read, then it is a first payment of its one membership', () => {
    const payment = storedPaymentOf('pi_old', {
      accountUid: 'uid-1',
      kind: 'membership',
      membershipId: 'm-1',
      status: 'completed',
      amount: 4500,
      currency: 'usd',
      createdAt: AT,
      updatedAt: AT,
      disputeStatus: 'something else',
    });
    expect(payment).toMatchObject({
      purpose: 'first',
      membershipIds: ['m-1'],
      accountUid: 'uid-1',
      disputeStatus: null,
      completedAt: null,
      eventEntry: null,
    });
  });
});

describe('payments collection ownership', () => {
  it('When any other file names the payments collection or writes a new payment, then it goes through this module', () => {
    const src = join(__dirname, '..', '..');
    const offenders = execFileSync(
      'grep',
      ['-rlE', "collection\\('payments'\\)|stripePaymentIntentId:", src, '--include=*.ts'],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter((path) => path && !path.endsWith('.test.ts'))
      .map((path) => relative(src, path));
    expect(offenders).toEqual(['firestore/collections/payments.ts']);
  });
});
