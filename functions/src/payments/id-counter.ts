import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';

import { formatClubId, formatMemberId } from '../domain/member-id';
import { CONTENDED, inTurn, retryClosedTransaction } from '../firestore/contention';

const FORMATS = { memberIds: formatMemberId, clubIds: formatClubId };
export type CounterName = keyof typeof FORMATS;

// IDs come from one counter document per kind. A settlement holds its records' locks for a
// while; were the counter read inside it, every activation at once would queue on that one
// lock for a whole settlement. So an ID is taken first, in a transaction of its own that
// holds the counter for one read and one write, and is held for its record in
// counters/{name}/reservations/{record id} until the settlement issues it. A record keeps
// the ID it was given, so a redelivered or retried payment never takes a second one.

const counterRef = (db: Firestore, name: CounterName) => db.collection('counters').doc(name);
const reservationRef = (db: Firestore, name: CounterName, record: DocumentReference) =>
  counterRef(db, name).collection('reservations').doc(record.id);

/**
 * Holds an ID for each record that exists and has none yet. Called before the settlement's
 * transaction; a record whose reservation is missing there still gets one from `issueIds`.
 */
export async function reserveIds(
  db: Firestore,
  name: CounterName,
  records: DocumentReference[],
  year: number,
): Promise<void> {
  if (records.length === 0) return;
  await inTurn(`counters/${name}`, () =>
    retryClosedTransaction(() =>
      db.runTransaction(async (tx) => {
        const snaps = await tx.getAll(
          ...records,
          ...records.map((record) => reservationRef(db, name, record)),
        );
        const recordSnaps = snaps.slice(0, records.length);
        const held = snaps.slice(records.length);
        const wanting = records.filter(
          (_, i) => recordSnaps[i].exists && !recordSnaps[i].get('memberId') && !held[i].exists,
        );
        // A renewal or a redelivery wants none: it leaves the counter's lock alone.
        if (wanting.length === 0) return;
        const counter = counterRef(db, name);
        const next = Number((await tx.get(counter)).data()?.next ?? 1);
        wanting.forEach((record, i) =>
          tx.create(reservationRef(db, name, record), { id: FORMATS[name](year, next + i) }),
        );
        tx.set(counter, { next: next + wanting.length }, { merge: true });
      }, CONTENDED),
    ),
  );
}

/**
 * Inside the settlement: the ID held for each record (the reservation is used up), or for a
 * record with none held, one taken from the counter in this transaction. Reads now; call
 * `commit` once the transaction's reads are over.
 */
export async function issueIds(
  db: Firestore,
  tx: Transaction,
  name: CounterName,
  records: DocumentReference[],
  year: number,
) {
  if (records.length === 0) return { ids: [] as string[], commit() {} };
  const reservations = records.map((record) => reservationRef(db, name, record));
  const held = await tx.getAll(...reservations);
  const unheld = held.filter((snap) => !snap.exists).length;
  const counter = counterRef(db, name);
  const next = unheld > 0 ? Number((await tx.get(counter)).data()?.next ?? 1) : 1;
  let taken = 0;
  const ids = held.map((snap) =>
    snap.exists ? String(snap.get('id')) : FORMATS[name](year, next + taken++),
  );
  return {
    ids,
    commit() {
      held.forEach((snap, i) => {
        if (snap.exists) tx.delete(reservations[i]);
      });
      if (unheld > 0) tx.set(counter, { next: next + unheld }, { merge: true });
    },
  };
}
