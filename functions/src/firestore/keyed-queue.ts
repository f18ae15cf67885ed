/**
 * Runs the work given for one key one after another within this instance. Transactions
 * still decide (other instances run their own); the queue only spares them from losing
 * the race for one document to their own siblings: 50 members entering one event at once
 * would otherwise retry and back off for most of a minute.
 */
export function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
