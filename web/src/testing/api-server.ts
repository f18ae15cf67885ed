import type { ApiErrorBody } from '@domain/api-errors';
import { apiErrorBody } from '@domain/api-messages';
import type { AnswerOf, BodyOf, EndpointKey, PathParamsOf } from '@domain/contract/api-endpoints';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import committed from '../../../functions/src/api/openapi/openapi.json';
import { answerChecker } from '../../../functions/src/test-support/openapi-answers';
import { emulatorTestConfig } from '../lib/api/test-runtime-config';

/** An answer other than the operation's success: an error status with the API's error body. */
class StatusAnswer {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {}
}

/** For a resolver: answers `status` with the API's error body. */
export function apiError(status: number, body: ApiErrorBody): StatusAnswer {
  return new StatusAnswer(status, body);
}

/** Not an answer: the request never reaches the API (offline). */
class NetworkFailure {
  // Without a member of its own any answer object would pass for this type.
  readonly failure = 'network';
}

/** For a resolver: the request fails as when the network is down. */
export function networkFailure(): NetworkFailure {
  return new NetworkFailure();
}

/** For a resolver: the API's answer when it fails on its side. */
export function serverError(): StatusAnswer {
  return apiError(500, apiErrorBody('API_ERROR', 'internal'));
}

export interface ApiRequestSeen<K extends EndpointKey> {
  params: PathParamsOf<K>;
  /** The JSON body the web sent (undefined without one). */
  body: BodyOf<K>;
  query: URLSearchParams;
  request: Request;
}

type Answer<K extends EndpointKey> = AnswerOf<K> | StatusAnswer | NetworkFailure;

type Resolver<K extends EndpointKey> = (
  request: ApiRequestSeen<K>,
) => Answer<K> | Promise<Answer<K>>;

/** Where the tests' runtime configuration sends API calls. */
const API_BASE = `${emulatorTestConfig().api.accountBaseUrl}/api/v1`;

const check = answerChecker();
const operations = (committed as { paths: Record<string, Record<string, { responses: object }>> })
  .paths;

/** The success status the document gives the operation (201 for a creation, 204 for none). */
function successStatus(key: EndpointKey): number {
  const [method, template] = key.split(' ') as [string, string];
  const statuses = Object.keys(operations[template]?.[method.toLowerCase()]?.responses ?? {});
  return Number(statuses.find((status) => status.startsWith('2')) ?? 200);
}

let problems: string[] = [];
interface Received<K extends EndpointKey> {
  params: PathParamsOf<K>;
  body: BodyOf<K>;
  /** The query string's parameters, each as sent (text). */
  query: Record<string, string>;
}
let received: ({ key: EndpointKey } & Received<EndpointKey>)[] = [];

/** What the handlers of `key` received during the running test, oldest first. */
export function sentTo<K extends EndpointKey>(key: K): Received<K>[] {
  return received
    .filter((request) => request.key === key)
    .map(({ params, body, query }) => ({ params, body, query }) as Received<K>);
}

/** What went wrong with the API calls of the running test; each is reported once. */
export function takeApiProblems(): string[] {
  const taken = problems;
  problems = [];
  return taken;
}

export const apiServer = setupServer();

/**
 * A handler of one endpoint of the API contract, by its key: the resolver answers the
 * contract's answer type, or apiError(...). Every answer is checked against the OpenAPI
 * document first, so a fixture the document does not describe fails the test. With `once`
 * the handler answers one request, then gives way to the handlers used before it.
 */
export function apiHandler<K extends EndpointKey>(
  key: K,
  resolve: Resolver<K>,
  options: { once?: boolean } = {},
) {
  const space = key.indexOf(' ');
  const method = key.slice(0, space).toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const template = key.slice(space + 1);
  const path = `${API_BASE}${template.replace(/\{(\w+)\}/g, ':$1')}`;
  return http[method](
    path,
    async ({ request, params }) => {
      const text = await request.clone().text();
      const url = new URL(request.url);
      const seen: Received<K> = {
        params: { ...params } as PathParamsOf<K>,
        body: (text ? JSON.parse(text) : undefined) as BodyOf<K>,
        query: Object.fromEntries(url.searchParams),
      };
      received.push({ key, ...seen } as { key: EndpointKey } & Received<EndpointKey>);
      const answer = await resolve({
        params: seen.params,
        body: seen.body,
        query: url.searchParams,
        request,
      });
      if (answer instanceof NetworkFailure) return HttpResponse.error();
      const csv = template.endsWith('.csv');
      const status = answer instanceof StatusAnswer ? answer.status : successStatus(key);
      const body = answer instanceof StatusAnswer ? answer.body : answer;
      const contentType =
        body === undefined ? undefined : csv && status < 300 ? 'text/csv' : 'application/json';
      const result = check({
        method: method.toUpperCase(),
        url: url.href,
        status,
        contentType,
        body,
      });
      if (result.outcome === 'failed') problems.push(result.message);
      if (result.outcome === 'skipped' || result.outcome === 'undeclared') {
        problems.push(`${key}: the OpenAPI document does not describe this answer (${status})`);
      }
      if (result.outcome !== 'checked') return HttpResponse.error();
      if (body === undefined) return new HttpResponse(null, { status });
      if (contentType === 'text/csv') {
        return HttpResponse.text(String(body), { status, headers: { 'Content-Type': 'text/csv' } });
      }
      return HttpResponse.json(body as object, { status });
    },
    options,
  );
}

/**
 * Serves the API to this test file's requests: a test fails when a request reaches no
 * handler, or a handler answered what the OpenAPI document does not describe.
 */
export function serveApi(): void {
  beforeAll(() =>
    apiServer.listen({
      onUnhandledRequest(request, print) {
        const url = new URL(request.url);
        if (!url.pathname.startsWith('/api/v1')) return print.error();
        problems.push(`No API handler for ${request.method} ${url.pathname}${url.search}`);
      },
    }),
  );
  afterEach(() => {
    apiServer.resetHandlers();
    received = [];
    const found = takeApiProblems();
    if (found.length > 0) throw new Error(found.join('\n'));
  });
  afterAll(() => apiServer.close());
}
