import { Test } from 'supertest';

import { answerChecker } from './openapi-answers';

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
    // Every endpoint is in the document: an answer of an operation it lacks, or an error
    // status its entry does not declare (`errors` in ApiEndpoints), fails like a wrong body.
    if (result.outcome === 'skipped') {
      return fn(new Error(`${result.operation} is not in the OpenAPI document`), answered);
    }
    if (result.outcome === 'undeclared') {
      return fn(
        new Error(
          `${result.operation} answered ${result.status}, which its entry in ApiEndpoints does not declare (errors)`,
        ),
        answered,
      );
    }
    fn(result.outcome === 'failed' ? new Error(result.message) : null, answered);
  });
};
