import express from 'express';
import request from 'supertest';

import { errorHandler } from './error-handler';

function appThrowing(error: unknown) {
  const app = express();
  app.get('/', () => {
    throw error;
  });
  app.use(errorHandler);
  return app;
}

describe('errorHandler', () => {
  it('When Firestore aborts a transaction that kept losing a race, then the caller is told to try again in a second (429), not a server failure', async () => {
    const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });

    const response = await request(appThrowing(aborted)).get('/');

    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.body).toEqual({
      code: 'TOO_MANY_REQUESTS',
      detail: 'Too many requests. Please wait before trying again.',
      message_key: 'tooManyRequests',
      params: {},
    });
  });

  it('When anything else unexpected is thrown, then it answers 500 without its message', async () => {
    const response = await request(appThrowing(new Error('secret internals'))).get('/');

    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      code: 'API_ERROR',
      detail: 'Something went wrong. Please try again.',
      message_key: 'internal',
      params: {},
    });
  });
});
