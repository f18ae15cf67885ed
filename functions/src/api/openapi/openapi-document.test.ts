import { existsSync, writeFileSync } from 'node:fs';

import {
  DOCUMENT_PATH,
  buildOpenApiDocument,
  committedDocumentText,
  documentText,
  type OpenApiDocument,
} from './build-document';
import { operationFor } from './operations';

// `npm run openapi` runs this file with OPENAPI_WRITE=1 to write the document instead.
const writing = process.env.OPENAPI_WRITE === '1';

// The type checker and the schema generator read the whole contract: seconds, not millis.
jest.setTimeout(120_000);

let document: OpenApiDocument;
beforeAll(async () => {
  document = await buildOpenApiDocument();
});

it('the committed openapi.json is the document ApiEndpoints gives', async () => {
  const text = documentText(document);
  if (writing) {
    writeFileSync(DOCUMENT_PATH, text);
    return;
  }
  const committed = existsSync(DOCUMENT_PATH) ? committedDocumentText() : '';
  if (committed !== text) {
    throw new Error(
      'functions/src/api/openapi/openapi.json differs from what ApiEndpoints gives: run npm run openapi and commit it.',
    );
  }
});

it('documents the public clubs list from its entry: summary, no sign-in, answer and errors', () => {
  const operation = document.paths['/clubs/public']?.get as Record<string, unknown>;
  expect(operation).toMatchObject({
    operationId: 'getClubsPublic',
    summary: 'The active clubs by name, as the association publishes them.',
    security: [{ appCheck: [] }],
    tags: ['clubs'],
  });
  const responses = operation.responses as Record<string, unknown>;
  expect(Object.keys(responses)).toEqual(['200', '400', '401', '413', '429', '500']);
  expect(responses['200']).toEqual({
    description: 'OK',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            clubs: { type: 'array', items: { $ref: '#/components/schemas/PublicClubWire' } },
          },
          required: ['clubs'],
          additionalProperties: false,
        },
      },
    },
  });
  expect(document.components.schemas.PublicClubWire).toMatchObject({
    type: 'object',
    required: ['id', 'name', 'city', 'master'],
  });
  expect(document.components.schemas.ApiErrorBody).toMatchObject({
    required: ['detail', 'code', 'message_key', 'params'],
  });
});

it('turns auth, path parameters, query and body into security, parameters and error answers', () => {
  const { path, method, operation } = operationFor(
    {
      key: 'PATCH /clubs/{id}/soft',
      method: 'PATCH',
      path: '/clubs/{id}/soft',
      summary: 'Edits a club. Only its owner may.',
      auth: 'signed-in',
      success: 200,
      errors: [409],
      parts: { query: 'typed', body: 'typed', answer: 'empty' },
    },
    {
      query: { $ref: '#/components/schemas/Q' },
      body: { type: 'object' },
    },
    {
      Q: {
        type: 'object',
        properties: { search: { type: 'string', description: 'Part of a name' } },
        required: [],
      },
    },
  );
  expect(path).toBe('/clubs/{id}/soft');
  expect(method).toBe('patch');
  expect(operation).toMatchObject({
    operationId: 'patchClubsByIdSoft',
    summary: 'Edits a club.',
    description: 'Edits a club. Only its owner may.',
    security: [{ appCheck: [], idToken: [] }],
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      {
        name: 'search',
        in: 'query',
        required: false,
        description: 'Part of a name',
        schema: { type: 'string' },
      },
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: { type: 'object' } } },
    },
  });
  expect(Object.keys(operation.responses)).toEqual([
    '200',
    '400',
    '401',
    '403',
    '404',
    '409',
    '413',
    '429',
    '500',
  ]);
  expect(operation.responses['200']).toEqual({ description: 'OK' });
});

it('describes an export path ending in .csv as answering text/csv', () => {
  const { operation } = operationFor(
    {
      key: 'GET /admin/export/things.csv',
      method: 'GET',
      path: '/admin/export/things.csv',
      summary: 'The things as CSV.',
      auth: 'admin',
      success: 200,
      errors: [],
      parts: { query: 'absent', body: 'absent', answer: 'typed' },
    },
    { answer: { type: 'string' } },
    {},
  );
  expect(operation.responses['200']).toEqual({
    description: 'OK',
    content: { 'text/csv': { schema: { type: 'string' } } },
  });
});
