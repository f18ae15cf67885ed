import { decideRate, RATE_LIMITS, RATE_LIMITS_ON_ONE_MACHINE, rateWindowOf } from './rate-limits';

const limit = { max: 3, windowMs: 60_000 };
const start = new Date('2026-11-25T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('rateWindowOf', () => {
  it('When two calls fall in the same minute, then they share its window', () => {
    expect(rateWindowOf(limit, at(1)).index).toBe(rateWindowOf(limit, at(59)).index);
    expect(rateWindowOf(limit, at(60)).index).toBe(rateWindowOf(limit, at(0)).index + 1);
    expect(rateWindowOf(limit, at(10)).endsAt).toEqual(at(60));
  });
});

describe('decideRate', () => {
  it('When the window has room, then the call is allowed', () => {
    expect(decideRate(0, limit, at(5))).toEqual({ allowed: true });
    expect(decideRate(2, limit, at(5))).toEqual({ allowed: true });
  });

  it('When the window is full, then the call is refused until it ends', () => {
    expect(decideRate(3, limit, at(45))).toEqual({ allowed: false, retryAfterSeconds: 15 });
    expect(decideRate(7, limit, at(59.9))).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe('RATE_LIMITS_ON_ONE_MACHINE', () => {
  it('When everything calls from one machine, then only the per-address limits are looser', () => {
    expect(RATE_LIMITS_ON_ONE_MACHINE.accountCreation.perUser).toEqual(
      RATE_LIMITS.accountCreation.perUser,
    );
    expect(RATE_LIMITS_ON_ONE_MACHINE.accountCreation.perAddress.max).toBe(
      RATE_LIMITS.accountCreation.perAddress.max * 50,
    );
  });
});
