import { Test } from 'supertest';

import { answerChecker } from './openapi-answers';

/**
 * The one switch: false while ApiEndpoints is being filled, so an answer of an operation the
 * document does not have yet, or an error status its entry does not declare yet (`errors`),
 * is counted and reported; true once every endpoint is in, so such an answer fails its test.
 * Any other answer the document does not describe fails either way.
 */
const REQUIRE_EVERY_OPERATION = false;

type Callback = (error: Error | null, res?: SentAnswer) => void;
interface SentAnswer {
  status: number;
  headers: Record<string, string | undefined>;
  body: unknown;
  text?: string;
}
interface CheckedTest {
  method: string;
  url: string;
  assert(error: Error | null, res: SentAnswer | undefined, fn: Callback): void;
}

const check = answerChecker();

// A test that reads the answer with its own parser (a CSV download) leaves JSON as text.
function jsonOf(answered: { body: unknown; text?: string }): unknown {
  return typeof answered.body === 'string' ? JSON.parse(answered.body) : answered.body;
}

let checked = 0;
const skipped = new Map<string, number>();

// Every supertest request of the api project ends in Test#assert, after its own .expect()s
// (then, end and await alike): an answer that passed them is checked against the document.
const proto = Test.prototype as unknown as CheckedTest;
const assertExpectations = proto.assert;
proto.assert = function (this: CheckedTest, error, res, fn) {
  assertExpectations.call(this, error, res, (failure, answered) => {
    if (failure || !answered) return fn(failure, answered);
    const result = check({
      method: this.method,
      url: this.url,
      status: answered.status,
      contentType: answered.headers['content-type'],
      body: answered.headers['content-type']?.includes('json') ? jsonOf(answered) : answered.text,
    });
    if (result.outcome === 'checked') checked += 1;
    if (result.outcome === 'skipped' || result.outcome === 'undeclared') {
      const missing =
        result.outcome === 'skipped'
          ? `${result.operation} is not in the OpenAPI document`
          : `${result.operation} answered ${result.status}, which its entry in ApiEndpoints does not declare (errors)`;
      if (REQUIRE_EVERY_OPERATION) return fn(new Error(missing), answered);
      skipped.set(missing, (skipped.get(missing) ?? 0) + 1);
    }
    fn(result.outcome === 'failed' ? new Error(result.message) : null, answered);
  });
};

afterAll(() => {
  const total = [...skipped.values()].reduce((sum, count) => sum + count, 0);
  if (checked + total === 0) return;
  const reasons = [...skipped].map(([missing, count]) => `${missing} (${count})`);
  console.info(
    `OpenAPI answers: ${checked} checked, ${total} not checked yet` +
      (reasons.length > 0 ? `:\n${reasons.join('\n')}` : ''),
  );
});
