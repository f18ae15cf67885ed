import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { convertSchema } from '@sodaru/yup-to-json-schema';
import {
  AnyType,
  DEFAULT_CONFIG,
  SchemaGenerator,
  createFormatter,
  createParser,
  type Config,
  type SubNodeParser,
} from 'ts-json-schema-generator';
import * as ts from 'typescript';
import type { Schema as YupSchema } from 'yup';

import { operationFor, type EntryFacts, type JsonSchema, type PartSchemas } from './operations';

const FUNCTIONS = resolve(__dirname, '../../..');
const CONTRACT = join(FUNCTIONS, 'src/domain/contract/api-endpoints.ts');
const API_ERRORS = join(FUNCTIONS, 'src/domain/api-errors.ts');
/** Where the committed document lives; `npm run openapi` writes it. */
export const DOCUMENT_PATH = join(FUNCTIONS, 'src/api/openapi/openapi.json');

const PARTS = ['query', 'body', 'answer'] as const;
type Part = (typeof PARTS)[number];

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> } & Record<string, unknown>;
  [key: string]: unknown;
}

interface Entry extends EntryFacts {
  /** The entry's property in ApiEndpoints, whose parts the checker resolves. */
  symbol: ts.Symbol;
}

function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(FUNCTIONS, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error('functions/tsconfig.json could not be read');
  return { ...parsed.options, noEmit: true };
}

const withoutExtension = (file: string) => file.replace(/\.ts$/, '');

function literalOf(type: ts.Type): string | number | undefined {
  return type.isStringLiteral() || type.isNumberLiteral() ? type.value : undefined;
}

function memberType(checker: ts.TypeChecker, owner: ts.Type, name: string): ts.Type | undefined {
  const member = owner.getProperty(name);
  return member ? checker.getTypeOfSymbol(member) : undefined;
}

/** Every ApiEndpoints entry, own or inherited, as the type checker resolves it. */
function readEntries(program: ts.Program): Entry[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(CONTRACT);
  const declaration = source?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'ApiEndpoints',
  );
  if (!declaration) throw new Error(`No interface ApiEndpoints in ${CONTRACT}`);
  const endpoints = checker.getTypeAtLocation(declaration);
  return checker.getPropertiesOfType(endpoints).map((symbol) => {
    const key = symbol.getName();
    const [method, path] = key.split(' ');
    const entry = checker.getTypeOfSymbol(symbol);
    const auth = literalOf(memberType(checker, entry, 'auth') ?? entry);
    const success = literalOf(memberType(checker, entry, 'success') ?? entry);
    if (!method || !path || typeof auth !== 'string' || typeof success !== 'number') {
      throw new Error(`ApiEndpoints['${key}'] needs a 'METHOD /path' key, an auth and a success`);
    }
    const extra = memberType(checker, entry, 'errors');
    const errors = (extra?.isUnion() ? extra.types : extra ? [extra] : [])
      .map(literalOf)
      .filter((status): status is number => typeof status === 'number');
    const parts = Object.fromEntries(
      PARTS.map((part) => {
        const type = memberType(checker, entry, part);
        const flags = type?.flags ?? ts.TypeFlags.Never;
        const kind =
          flags & ts.TypeFlags.Never
            ? 'absent'
            : flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)
              ? 'empty'
              : 'typed';
        return [part, kind];
      }),
    ) as EntryFacts['parts'];
    return {
      key,
      method,
      path,
      summary: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
      auth: auth as EntryFacts['auth'],
      success,
      errors,
      parts,
      symbol,
    };
  });
}

/** A type as written, with what its enclosing aliases' type parameters stand for. */
interface Scoped {
  node: ts.TypeNode;
  scope: Map<string, Scoped>;
}

/** One step through a type alias (or a bound type parameter) that `scoped` names. */
function expandAlias(checker: ts.TypeChecker, { node, scope }: Scoped): Scoped | undefined {
  if (ts.isParenthesizedTypeNode(node)) return { node: node.type, scope };
  if (!ts.isTypeReferenceNode(node)) return undefined;
  const bound = scope.get(node.typeName.getText());
  if (bound) return bound;
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  if (!declaration || !ts.isTypeAliasDeclaration(declaration)) return undefined;
  const parameters = declaration.typeParameters ?? [];
  const inner = new Map<string, Scoped>();
  parameters.forEach((parameter, index) => {
    const argument = node.typeArguments?.[index];
    if (argument) inner.set(parameter.name.text, { node: argument, scope });
  });
  return { node: declaration.type, scope: inner };
}

function memberOf(checker: ts.TypeChecker, start: Scoped, name: string): Scoped | undefined {
  let scoped: Scoped | undefined = start;
  for (let depth = 0; scoped && depth < 10; depth += 1) {
    const { node, scope }: Scoped = scoped;
    if (ts.isTypeLiteralNode(node)) {
      const member = node.members.find(
        (candidate) => ts.isPropertySignature(candidate) && candidate.name.getText() === name,
      );
      return member && ts.isPropertySignature(member) && member.type
        ? { node: member.type, scope }
        : undefined;
    }
    if (ts.isIntersectionTypeNode(node)) {
      return node.types.map((type) => memberOf(checker, { node: type, scope }, name)).find(Boolean);
    }
    scoped = expandAlias(checker, scoped);
  }
  return undefined;
}

/**
 * The JSON Schema of a part inferred from yup schemas (`InferType<typeof schema>`, through
 * type aliases and generic helpers, Partial and unions), converted from those schemas,
 * since ts-json-schema-generator cannot follow InferType into yup's types. Read from the
 * types as written: the checker's resolved type forgets the aliases.
 */
async function yupSchemaOf(checker: ts.TypeChecker, entry: Entry, part: Part) {
  const declaration = entry.symbol.declarations?.[0];
  if (!declaration || !ts.isPropertySignature(declaration) || !declaration.type) return undefined;
  const member = memberOf(checker, { node: declaration.type, scope: new Map() }, part);
  return member && yupSchemaAt(checker, member, false);
}

async function yupSchemaAt(
  checker: ts.TypeChecker,
  start: Scoped,
  partial: boolean,
): Promise<JsonSchema | undefined> {
  let scoped: Scoped | undefined = start;
  for (let depth = 0; scoped && depth < 10; depth += 1) {
    const { node, scope }: Scoped = scoped;
    if (ts.isUnionTypeNode(node)) {
      const members = await Promise.all(
        node.types.map((type) => yupSchemaAt(checker, { node: type, scope }, partial)),
      );
      return members.every(Boolean) ? { anyOf: members } : undefined;
    }
    const name = ts.isTypeReferenceNode(node) ? node.typeName.getText() : '';
    const argument = ts.isTypeReferenceNode(node) ? node.typeArguments?.[0] : undefined;
    if (name === 'Partial' && argument && !scope.has(name)) {
      return yupSchemaAt(checker, { node: argument, scope }, true);
    }
    if (isInferType(node) && argument && ts.isTypeQueryNode(argument)) {
      let schema = checker.getSymbolAtLocation(argument.exprName);
      if (schema && schema.flags & ts.SymbolFlags.Alias) schema = checker.getAliasedSymbol(schema);
      const file = schema?.valueDeclaration?.getSourceFile().fileName;
      if (!schema || !file) return undefined;
      const module = (await import(withoutExtension(file))) as Record<string, unknown>;
      const converted = convertSchema(module[schema.getName()] as YupSchema) as JsonSchema;
      delete converted.default;
      if (partial) delete converted.required;
      return converted;
    }
    scoped = expandAlias(checker, scoped);
  }
  return undefined;
}

const isInferType = (node: ts.Node) =>
  ts.isTypeReferenceNode(node) && /(^|\.)InferType$/.test(node.typeName.getText());

/**
 * Two things ts-json-schema-generator reads as any here, so that an entry's other parts stay
 * reachable through ApiEndpoints[key][part]:
 * - InferType, which it cannot follow into yup's types (yupSchemaOf converts those parts);
 * - the `never` of an absent part, which would make the whole entry never (readEntries
 *   tells absent parts from the type checker).
 * Its parser chain asks its parsers in order and offers no way to put one first.
 */
function schemaGenerator(config: Config & { tsProgram: ts.Program }) {
  const completed = { ...DEFAULT_CONFIG, ...config };
  const parser = createParser(config.tsProgram, completed, (chain) => {
    (chain as unknown as { nodeParsers: SubNodeParser[] }).nodeParsers.unshift({
      supportsNode: (node) => isInferType(node) || node.kind === ts.SyntaxKind.NeverKeyword,
      createType: () => new AnyType(),
    });
  });
  return new SchemaGenerator(config.tsProgram, parser, createFormatter(completed), completed);
}

const DEFINITION_REF = /^#\/definitions\/(.+)$/;

/** OpenAPI's component names allow [A-Za-z0-9._-] only. */
const componentName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_');

function rewriteRefs(value: unknown, rename: (definition: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$schema')
      .map(([key, item]) => {
        const definition =
          key === '$ref' && typeof item === 'string' ? DEFINITION_REF.exec(item)?.[1] : undefined;
        return [
          key,
          definition
            ? `#/components/schemas/${rename(decodeURIComponent(definition))}`
            : rewriteRefs(item, rename),
        ];
      }),
  );
}

/**
 * Collects each generated schema's definitions into components.schemas. Two different
 * types of one name (from different modules) get a numbered name each after the first.
 */
function definitionCollector() {
  const schemas: Record<string, JsonSchema> = {};
  const texts = new Map<string, string>();
  function add(schema: JsonSchema): JsonSchema {
    const { definitions = {}, ...root } = schema as { definitions?: Record<string, unknown> };
    const names = new Map<string, string>();
    const rename = (definition: string) => names.get(definition) ?? componentName(definition);
    // Names first, so references inside definitions resolve to the final ones.
    for (const [definition, body] of Object.entries(definitions)) {
      const base = componentName(definition);
      const text = JSON.stringify(body);
      let name = base;
      for (let n = 2; texts.has(name) && texts.get(name) !== text; n += 1) name = `${base}_${n}`;
      names.set(definition, name);
    }
    for (const [definition, body] of Object.entries(definitions)) {
      const name = rename(definition);
      schemas[name] = rewriteRefs(body, rename) as JsonSchema;
      texts.set(name, JSON.stringify(body));
    }
    return rewriteRefs(root, rename) as JsonSchema;
  }
  return { schemas, add };
}

/**
 * The OpenAPI 3.1 document of /api/v1, read from ApiEndpoints: ts-json-schema-generator turns
 * each entry's query, body and answer types into JSON Schema; a part inferred from a yup
 * schema is converted from that schema by @sodaru/yup-to-json-schema instead.
 */
export async function buildOpenApiDocument(): Promise<OpenApiDocument> {
  const options = compilerOptions();
  const first = ts.createProgram([CONTRACT], options);
  const entries = readEntries(first).sort((a, b) =>
    a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path),
  );

  // Each part as a named type, the unit ts-json-schema-generator converts.
  const folder = mkdtempSync(join(tmpdir(), 'openapi-'));
  const partsFile = join(folder, 'parts.ts');
  const typeName = (index: number, part: Part) => `Part${index}_${part}`;
  writeFileSync(
    partsFile,
    [
      `import type { ApiEndpoints } from ${JSON.stringify(withoutExtension(CONTRACT))};`,
      `export type { ApiErrorBody } from ${JSON.stringify(withoutExtension(API_ERRORS))};`,
      ...entries.flatMap((entry, index) =>
        PARTS.map(
          (part) =>
            `export type ${typeName(index, part)} = ApiEndpoints[${JSON.stringify(entry.key)}]['${part}'];`,
        ),
      ),
    ].join('\n'),
  );
  try {
    const program = ts.createProgram([CONTRACT, partsFile], options, undefined, first);
    const checker = program.getTypeChecker();
    const config = {
      tsProgram: program,
      path: partsFile,
      expose: 'export' as const,
      topRef: false,
      jsDoc: 'extended' as const,
      skipTypeCheck: true,
      additionalProperties: false,
    };
    const collector = definitionCollector();
    collector.add(
      schemaGenerator({ ...config, topRef: true }).createSchema('ApiErrorBody') as JsonSchema,
    );
    const generator = schemaGenerator(config);

    const operations = [];
    for (const [index, entry] of entries.entries()) {
      const schemas: PartSchemas = {};
      for (const part of PARTS) {
        if (entry.parts[part] !== 'typed') continue;
        const yup = await yupSchemaOf(checker, entry, part);
        try {
          schemas[part] =
            yup ?? collector.add(generator.createSchema(typeName(index, part)) as JsonSchema);
        } catch (error) {
          throw new Error(
            `ApiEndpoints['${entry.key}'].${part}: ts-json-schema-generator could not convert it: ` +
              `${(error as Error).message}`,
            { cause: error },
          );
        }
      }
      operations.push(operationFor(entry, schemas, collector.schemas));
    }
    return assembleDocument(operations, collector.schemas);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function assembleDocument(
  operations: ReturnType<typeof operationFor>[],
  schemas: Record<string, JsonSchema>,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const { path, method, operation } of operations) {
    paths[path] = { ...paths[path], [method]: operation };
  }
  const tags = [...new Set(operations.flatMap(({ operation }) => operation.tags))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Illinois Taekwondo Association API',
      version: '1',
      description:
        'The membership API of the association, under /api/v1. Every call from a browser ' +
        'carries an App Check token; signed-in calls carry the Firebase ID token of the ' +
        'person as a bearer token. Errors answer with ApiErrorBody: `code` for programs, ' +
        '`detail` in English, `message_key` and `params` for a translated message.',
    },
    servers: [{ url: '/api/v1' }],
    tags: tags.map((name) => ({ name, description: `Endpoints under /${name}.` })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      ...SHARED_COMPONENTS,
    },
  };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
});

const SHARED_COMPONENTS = {
  securitySchemes: {
    idToken: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'The Firebase Authentication ID token of the signed-in person.',
    },
    appCheck: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Firebase-AppCheck',
      description: 'A Firebase App Check token attesting the association’s site.',
    },
    stripeSignature: {
      type: 'apiKey',
      in: 'header',
      name: 'Stripe-Signature',
      description: 'Stripe’s signature of the raw request body.',
    },
  },
  responses: {
    BadRequest: errorAnswer(
      'The query or body is not valid (code VALIDATION_ERROR, with field errors).',
    ),
    Unauthorized: errorAnswer('No valid App Check token or ID token (code UNAUTHENTICATED).'),
    Forbidden: errorAnswer(
      'The caller may not do this (FORBIDDEN, EMAIL_NOT_VERIFIED, CAPTCHA_REQUIRED).',
    ),
    NotFound: errorAnswer('No such record (code NOT_FOUND).'),
    PayloadTooLarge: errorAnswer('The body is larger than the API accepts.'),
    TooManyRequests: errorAnswer('Too many calls; Retry-After says when to try again.'),
    InternalError: errorAnswer('The server failed (code API_ERROR).'),
  },
};

/** The document as committed (generated, so .prettierignore leaves its layout alone). */
export function documentText(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

export function committedDocumentText(): string {
  return readFileSync(DOCUMENT_PATH, 'utf8');
}
