import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Settlement stays readable: each Stripe event kind in its own file, short enough to hold
// in mind, around the one transaction frame; the entry point only wires them together.
const lines = (path: string) => readFileSync(join(__dirname, path), 'utf8').split('\n').length;

describe('settlement layout', () => {
  it.each(['succeeded', 'failed', 'refunded', 'disputed'])(
    'settles %s events in its own file of at most 250 lines',
    (kind) => {
      expect(lines(`${kind}.ts`)).toBeLessThanOrEqual(250);
    },
  );

  it('keeps the shared transaction frame in one file', () => {
    expect(readFileSync(join(__dirname, 'frame.ts'), 'utf8')).toContain('runTransaction');
  });

  it('leaves settle-payment.ts as the wiring, at most 150 lines', () => {
    expect(lines('../settle-payment.ts')).toBeLessThanOrEqual(150);
  });
});
