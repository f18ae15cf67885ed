import express from 'express';
import request from 'supertest';

import { answerChecker, type AnswerCheck } from './openapi-answers';

const errorBody = {
  detail: 'Not found',
  code: 'NOT_FOUND',
  message_key: 'notFound.route',
  params: {},
};

// A small document of the same shape as the generated one.
const errorAnswer = {
  description: 'An error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
};
const document = {
  openapi: '3.1.0',
  paths: {
    '/things/{id}': {
      get: {
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Thing' } },
            },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
      delete: { responses: { '204': { description: 'No content' } } },
    },
    '/things/mine': {
      get: {
        responses: {
          '200': {
            description: 'OK',
            content: { 'application/json': { schema: { type: 'array' } } },
          },
        },
      },
    },
    '/things/export.csv': {
      get: {
        responses: {
          '200': { description: 'OK', content: { 'text/csv': { schema: { type: 'string' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { id: { type: 'string' }, size: { type: 'number' } },
        required: ['id', 'size'],
        additionalProperties: false,
      },
      ApiErrorBody: {
        type: 'object',
        properties: {
          detail: { type: 'string' },
          code: { type: 'string' },
          message_key: { type: 'string' },
          params: { type: 'object' },
        },
        required: ['detail', 'code', 'message_key', 'params'],
      },
    },
    responses: { NotFound: errorAnswer },
  },
};

const check = answerChecker(document);
const json = 'application/json; charset=utf-8';
const answer = (
  method: string,
  url: string,
  status: number,
  body: unknown,
  contentType: string | null = json,
) => check({ method, url, status, contentType: contentType ?? undefined, body });

const failed = (result: AnswerCheck) => (result.outcome === 'failed' ? result.message : '');

describe('answerChecker', () => {
  it('passes an answer the document describes, on a path template', () => {
    expect(
      answer('GET', 'http://127.0.0.1:1/api/v1/things/abc?x=1', 200, { id: 'abc', size: 3 }),
    ).toEqual({ outcome: 'checked', operation: 'GET /things/{id}' });
    expect(answer('DELETE', '/api/v1/things/abc', 204, {}, null).outcome).toBe('checked');
    expect(answer('GET', '/api/v1/things/abc', 404, errorBody).outcome).toBe('checked');
    expect(answer('GET', '/api/v1/things/export.csv', 200, 'id\n', 'text/csv').outcome).toBe(
      'checked',
    );
  });

  it('prefers a literal path to a template', () => {
    expect(answer('GET', '/api/v1/things/mine', 200, [])).toEqual({
      outcome: 'checked',
      operation: 'GET /things/mine',
    });
  });

  it('fails a deliberately wrong answer with the validator’s message', () => {
    const message = failed(answer('GET', '/api/v1/things/abc', 200, { id: 'abc', size: '3' }));
    expect(message).toMatch(/GET \/things\/\{id\} answered 200 with a body the OpenAPI document/);
    expect(message).toMatch(/answer\/size must be number/);
    expect(failed(answer('GET', '/api/v1/things/abc', 200, { id: 'abc' }))).toMatch(
      /must have required property 'size'/,
    );
    expect(
      failed(answer('GET', '/api/v1/things/abc', 200, { id: 'a', size: 1, extra: 1 })),
    ).toMatch(/must NOT have additional properties/);
  });

  it('fails a status the document does not describe, and a wrong content type', () => {
    expect(failed(answer('GET', '/api/v1/things/abc', 201, { id: 'abc', size: 3 }))).toMatch(
      /GET \/things\/\{id\} answered 201, which the OpenAPI document does not describe \(it describes 200, 404\)/,
    );
    expect(failed(answer('GET', '/api/v1/things/abc', 409, { error: 'taken' }))).toMatch(
      /answered 409, which the OpenAPI document does not describe/,
    );
    expect(failed(answer('GET', '/api/v1/things/export.csv', 200, {}, json))).toMatch(
      /answered application\/json; charset=utf-8 where the OpenAPI document says text\/csv/,
    );
    expect(failed(answer('DELETE', '/api/v1/things/abc', 204, { id: 'abc' }, json))).toMatch(
      /answered a body where the OpenAPI document describes none/,
    );
  });

  it('tells an error status the entry does not declare, with the API’s error body, apart', () => {
    expect(answer('GET', '/api/v1/things/abc', 409, errorBody)).toEqual({
      outcome: 'undeclared',
      operation: 'GET /things/{id}',
      status: 409,
    });
  });

  it('skips an operation the document does not have yet, and checks unknown routes’ 404', () => {
    expect(answer('PUT', '/api/v1/things/abc', 200, {})).toEqual({
      outcome: 'skipped',
      operation: 'PUT /things/abc',
    });
    expect(answer('GET', '/api/v1/nowhere', 404, errorBody).outcome).toBe('checked');
    expect(failed(answer('GET', '/api/v1/nowhere', 404, { error: 'gone' }))).toMatch(
      /must have required property 'detail'/,
    );
    // A malformed address is refused before any route (auth first, then the id): still
    // with the API's error body, whatever the 4xx.
    expect(answer('PUT', '/api/v1/things/', 401, errorBody).outcome).toBe('checked');
    expect(answer('POST', '/api/v1/things//cancel', 400, errorBody).outcome).toBe('checked');
    expect(failed(answer('GET', '/api/v1/things/', 403, 'Forbidden'))).toMatch(
      /GET \/things\/ answered 403 with a body the OpenAPI document does not describe/,
    );
    expect(answer('GET', '/api/v1/nowhere', 200, {}).outcome).toBe('skipped');
    // The address as Express matched it: an encoded dot-dot is an id, not a step up.
    expect(answer('GET', 'http://127.0.0.1:4000/api/v1/things/%2E%2E?x=1', 404, errorBody)).toEqual(
      { outcome: 'checked', operation: 'GET /things/{id}' },
    );
    // Not the API: the calendar feed, and the document's own address.
    expect(answer('GET', '/calendar.ics', 200, '').outcome).toBe('ignored');
    expect(answer('GET', '/api/v1/openapi.json', 200, document).outcome).toBe('ignored');
  });
});

describe('every supertest answer in the api project', () => {
  it('is checked against the OpenAPI document: a wrong answer fails the test', async () => {
    const wrong = express().get('/api/v1/clubs/public', (_req, res) => {
      res.json({ clubs: [{ id: 'prairie', city: null, master: null }] });
    });
    await expect(request(wrong).get('/api/v1/clubs/public').expect(200)).rejects.toThrow(
      /GET \/clubs\/public answered 200 with a body the OpenAPI document does not describe: .*must have required property 'name'/,
    );
    const right = express().get('/api/v1/clubs/public', (_req, res) => {
      res.json({ clubs: [{ id: 'prairie', name: 'Prairie', city: null, master: null }] });
    });
    await request(right).get('/api/v1/clubs/public').expect(200);
  });
});
