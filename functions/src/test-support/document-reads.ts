import { Firestore, Query } from 'firebase-admin/firestore';

/**
 * The documents Firestore hands back while `run` runs, as it bills them: one read per
 * document a query returns or a get asks for (count() aggregations read no documents).
 */
export async function documentsReadBy<T>(
  run: () => Promise<T>,
): Promise<{ result: T; reads: number }> {
  let reads = 0;
  const queryGet = Query.prototype.get;
  const getAll = Firestore.prototype.getAll;
  const querySpy = jest.spyOn(Query.prototype, 'get').mockImplementation(async function (
    this: Query,
  ) {
    const snapshot = await queryGet.call(this);
    reads += snapshot.size;
    return snapshot;
  });
  const getAllSpy = jest.spyOn(Firestore.prototype, 'getAll').mockImplementation(async function (
    this: Firestore,
    ...refs: Parameters<Firestore['getAll']>
  ) {
    const snapshots = await getAll.apply(this, refs);
    reads += snapshots.length;
    return snapshots;
  });
  try {
    const result = await run();
    return { result, reads };
  } finally {
    querySpy.mockRestore();
    getAllSpy.mockRestore();
  }
}
