export type JsonSchema = Record<string, unknown>;

/** What the generator reads of one ApiEndpoints entry. */
export interface EntryFacts {
  key: string;
  method: string;
  path: string;
  /** The entry's JSDoc. */
  summary: string;
  auth: 'none' | 'signed-in' | 'optional' | 'admin' | 'stripe';
  success: number;
  /** Error statuses the entry declares beyond those its auth, path and parts imply. */
  errors: number[];
  /** 'absent' for `never`, 'empty' for `void`. */
  parts: Record<'query' | 'body' | 'answer', 'absent' | 'empty' | 'typed'>;
}

export type PartSchemas = Partial<Record<'query' | 'body' | 'answer', JsonSchema>>;

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
};

const ERROR_RESPONSES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  429: 'TooManyRequests',
  500: 'InternalError',
};

const SECURITY: Record<EntryFacts['auth'], Record<string, string[]>[]> = {
  none: [{ appCheck: [] }],
  // Anyone may call; a token, when sent, ties the call to the person.
  optional: [{ appCheck: [] }, { appCheck: [], idToken: [] }],
  'signed-in': [{ appCheck: [], idToken: [] }],
  admin: [{ appCheck: [], idToken: [] }],
  stripe: [{ stripeSignature: [] }],
};

const pathParams = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].flatMap(([, name]) => (name ? [name] : []));

function resolveRef(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const name =
    typeof schema.$ref === 'string'
      ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1]
      : undefined;
  const target = name ? components[name] : undefined;
  return target ? resolveRef(target, components) : schema;
}

/** Query values become one parameter each; an open-ended query object stays one. */
function queryParameters(schema: JsonSchema, components: Record<string, JsonSchema>) {
  const object = resolveRef(schema, components);
  const properties = object.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return [{ name: 'query', in: 'query', style: 'form', explode: true, schema }];
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function errorStatuses(entry: EntryFacts): number[] {
  // Any call may be refused as malformed (a query string where none is taken, JSON that does
  // not parse, a path parameter that does not decode) or too large (the limit is on every path).
  const statuses = new Set([...entry.errors, 400, 413]);
  if (entry.auth !== 'stripe') statuses.add(401);
  if (entry.auth !== 'none' && entry.auth !== 'stripe') statuses.add(403);
  if (pathParams(entry.path).length > 0) statuses.add(404);
  statuses.add(429);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      const word = param ? `by-${param[1]}` : segment;
      return word
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
    });
  return method.toLowerCase() + words.join('');
}

// A path that names a file answers that file (the admin exports' CSV, a member card's Apple
// Wallet pass); every other answer is JSON.
function mediaType(path: string) {
  if (path.endsWith('.csv')) return 'text/csv';
  if (path.endsWith('/wallet-pass')) return 'application/vnd.apple.pkpass';
  return 'application/json';
}

function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/** One entry as an OpenAPI operation. */
export function operationFor(
  entry: EntryFacts,
  schemas: PartSchemas,
  components: Record<string, JsonSchema>,
) {
  const summary = firstSentence(entry.summary) || entry.key;
  const errorResponses = Object.fromEntries(
    errorStatuses(entry).map((status) => {
      const shared = ERROR_RESPONSES[status];
      return [
        String(status),
        shared
          ? { $ref: `#/components/responses/${shared}` }
          : {
              description: `Error ${status}`,
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } },
              },
            },
      ];
    }),
  );
  const parameters = [
    ...pathParams(entry.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...(schemas.query ? queryParameters(schemas.query, components) : []),
  ];
  const operation = {
    operationId: operationId(entry.method, entry.path),
    summary,
    ...(entry.summary !== summary ? { description: entry.summary } : {}),
    tags: [entry.path.split('/')[1] ?? 'api'],
    security: SECURITY[entry.auth],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(schemas.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemas.body } },
          },
        }
      : {}),
    responses: {
      [String(entry.success)]: {
        description: SUCCESS_DESCRIPTIONS[entry.success] ?? 'Success',
        ...(schemas.answer
          ? { content: { [mediaType(entry.path)]: { schema: schemas.answer } } }
          : {}),
      },
      ...errorResponses,
    },
  };
  return { path: entry.path, method: entry.method.toLowerCase(), operation };
}
