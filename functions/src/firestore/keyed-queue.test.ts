import { keyedQueue } from './keyed-queue';

describe('keyedQueue', () => {
  it('When work for one key overlaps, then it runs one at a time, in order, even after a failure; other keys do not wait', async () => {
    const run = keyedQueue();
    const log: string[] = [];
    const step =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      run('a', step('a1', 20, true)),
      run('a', step('a2', 1)),
      run('b', step('b1', 1)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('end b1')).toBeLessThan(log.indexOf('end a1'));
  });
});
