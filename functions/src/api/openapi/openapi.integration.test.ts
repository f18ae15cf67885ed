import request from 'supertest';

import { testApp } from '../../test-support/test-app';

import committed from './openapi.json';

const refusingAppCheck = {
  async verifyToken(): Promise<unknown> {
    throw new Error('no App Check token is valid here');
  },
};

describe('GET /api/v1/openapi.json', () => {
  it('answers the committed document to anyone, cached publicly', async () => {
    const res = await request(testApp())
      .get('/api/v1/openapi.json')
      .expect('Content-Type', /application\/json/)
      .expect(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.body).toEqual(committed);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/clubs/public'].get.operationId).toBe('getClubsPublic');
  });

  it('needs no App Check token where every other call does: programs of integrators read it', async () => {
    const app = testApp({ emulator: false, appCheck: refusingAppCheck });
    await request(app).get('/api/v1/openapi.json').expect(200);
    await request(app).get('/api/v1/clubs/public').expect(401);
  });
});
