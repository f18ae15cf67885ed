import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import committed from '../api/openapi/openapi.json';

/** An answer the API gave, as a test received it. */
export interface Answer {
  method: string;
  /** The request's URL, absolute or a path; the /api/v1 prefix is optional, as in the app. */
  url: string;
  status: number;
  contentType: string | undefined;
  body: unknown;
}

export type AnswerCheck =
  | { outcome: 'checked'; operation: string }
  | { outcome: 'failed'; operation: string; message: string }
  // An operation the document does not have yet.
  | { outcome: 'skipped'; operation: string }
  // An error status the operation does not list (its entry may declare it), with the
  // API's error body.
  | { outcome: 'undeclared'; operation: string; status: number }
  // Not an answer of /api/v1 (the calendar feed, the document's own address).
  | { outcome: 'ignored' };

interface OpenApiShape {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

interface Response {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}

const API_PREFIX = '/api/v1';
// Served beside the API, not one of its operations (it describes them).
const DOCUMENT_PATH = '/openapi.json';
const SCHEMAS_ID = 'openapi-components';

/** The document's component references, pointed at the schema Ajv holds them in. */
function retarget(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(retarget);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string'
        ? item.replace('#/components/schemas/', `${SCHEMAS_ID}#/$defs/`)
        : retarget(item),
    ]),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pathMatcher(paths: string[]) {
  const templates = paths
    .map((path) => ({
      path,
      pattern: new RegExp(
        `^${path
          .split(/(\{\w+\})/)
          .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : escapeRegExp(part)))
          .join('')}$`,
      ),
      // A literal segment wins over a template that also matches: /clubs/public, not /clubs/{id}.
      literals: path.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
    }))
    .sort((a, b) => b.literals - a.literals);
  return (path: string) => templates.find(({ pattern }) => pattern.test(path))?.path;
}

/**
 * Checks API answers against an OpenAPI 3.1 document with Ajv (JSON Schema 2020-12, as 3.1
 * uses): the status must be one the operation describes, and the body must match its schema.
 */
export function answerChecker(document: OpenApiShape = committed as unknown as OpenApiShape) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: SCHEMAS_ID, $defs: retarget(document.components?.schemas ?? {}) });
  const validators = new Map<unknown, ValidateFunction>();
  const validatorOf = (schema: unknown) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(retarget(schema) as object);
      validators.set(schema, validate);
    }
    return validate;
  };
  const matchPath = pathMatcher(Object.keys(document.paths));
  const resolveResponse = (response: unknown): Response => {
    const ref = (response as { $ref?: string }).$ref;
    const name = ref?.replace('#/components/responses/', '');
    return (name ? document.components?.responses?.[name] : response) as Response;
  };

  function checkBody(operation: string, answer: Answer, response: Response): AnswerCheck {
    const media = Object.entries(response.content ?? {});
    const received = answer.contentType?.split(';')[0]?.trim();
    if (media.length === 0) {
      return received
        ? fail(operation, `answered a body where the OpenAPI document describes none`, answer)
        : { outcome: 'checked', operation };
    }
    const described = media.find(([type]) => type === received);
    if (!described) {
      return fail(
        operation,
        `answered ${answer.contentType ?? 'no content type'} where the OpenAPI document says ${media.map(([type]) => type).join(' or ')}`,
        answer,
      );
    }
    const schema = described[1].schema;
    if (!schema || received !== 'application/json') return { outcome: 'checked', operation };
    const validate = validatorOf(schema);
    if (validate(answer.body)) return { outcome: 'checked', operation };
    return fail(
      operation,
      `answered ${answer.status} with a body the OpenAPI document does not describe: ${problems(validate)}`,
      answer,
    );
  }

  return function check(answer: Answer): AnswerCheck {
    const method = answer.method.toUpperCase();
    const pathname = rawPathname(answer.url);
    const onApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
    const path = onApi ? pathname.slice(API_PREFIX.length) || '/' : pathname;
    // Only /api/v1 addresses: the calendar feed's /events/{id}.ics is another function.
    if (!onApi || path === DOCUMENT_PATH || method === 'HEAD' || method === 'OPTIONS') {
      return { outcome: 'ignored' };
    }
    const template = matchPath(path);
    if (!template) {
      if (!onApi) return { outcome: 'ignored' };
      // No such route: a malformed or unknown address, refused before any route (sign-in
      // first, then the id) with some 4xx, which must still carry the API's error body.
      const operation = `${method} ${path}`;
      const notFound = document.components?.responses?.NotFound;
      return answer.status >= 400 && answer.status < 500 && notFound
        ? checkBody(operation, answer, resolveResponse(notFound))
        : { outcome: 'skipped', operation };
    }
    const operation = `${method} ${template}`;
    const responses = document.paths[template]?.[method.toLowerCase()]?.responses;
    if (!responses) return { outcome: 'skipped', operation: `${method} ${path}` };
    const response = responses[String(answer.status)] ?? responses.default;
    if (!response) {
      const errorBody = document.components?.schemas?.ApiErrorBody;
      if (answer.status >= 400 && errorBody && validatorOf(errorBody)(answer.body)) {
        return { outcome: 'undeclared', operation, status: answer.status };
      }
      return fail(
        operation,
        `answered ${answer.status}, which the OpenAPI document does not describe (it describes ${Object.keys(responses).join(', ')})`,
        answer,
      );
    }
    return checkBody(operation, answer, resolveResponse(response));
  };
}

/**
 * The path as the server received it. WHATWG URL parsing would resolve %2E%2E as '..' and
 * name another route than the one Express matched.
 */
function rawPathname(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/s, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Ajv's messages, each once: items of a list share one (answer/memberships/*). */
function problems(validate: ValidateFunction): string {
  const messages = (validate.errors ?? []).map(
    (error) => `answer${error.instancePath.replace(/\/\d+(?=\/|$)/g, '/*')} ${error.message ?? ''}`,
  );
  const unique = [...new Set(messages)];
  return unique.length > 8 ? `${unique.slice(0, 8).join('; ')}; …` : unique.join('; ');
}

function fail(operation: string, problem: string, answer: Answer): AnswerCheck {
  const body = JSON.stringify(answer.body) ?? String(answer.body);
  return {
    outcome: 'failed',
    operation,
    message: `${operation} ${problem}\nThe answer: ${body.length > 600 ? `${body.slice(0, 600)}…` : body}`,
  };
}
