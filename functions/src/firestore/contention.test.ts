import { inTurn, retryClosedTransaction } from './contention';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('inTurn', () => {
  it('When works of one key overlap, then each starts after the one before ended, even a failed one', async () => {
    const log: string[] = [];
    const work =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };

    const results = await Promise.allSettled([
      inTurn('a', work('1')),
      inTurn('a', work('2', true)),
      inTurn('a', work('3')),
    ]);

    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('When works of different keys overlap, then they run at once', async () => {
    const log: string[] = [];
    const work = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
    };

    await Promise.all([inTurn('x', work('x')), inTurn('y', work('y'))]);

    expect(log.slice(0, 2)).toEqual(['start x', 'start y']);
  });
});

describe('retryClosedTransaction', () => {
  const closed = Object.assign(new Error('closed'), {
    code: 3,
    details: 'Transaction is invalid or closed.',
  });

  it('When Firestore closed the transaction, then it runs again', async () => {
    const run = jest.fn().mockRejectedValueOnce(closed).mockResolvedValueOnce('done');

    await expect(retryClosedTransaction(run)).resolves.toBe('done');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('When any other error ends it, then it is not run again', async () => {
    const run = jest.fn().mockRejectedValue(Object.assign(new Error('bad'), { code: 3 }));

    await expect(retryClosedTransaction(run)).rejects.toThrow('bad');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
