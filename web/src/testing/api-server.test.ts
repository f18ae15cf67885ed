import { ApiRequestError } from '../lib/api/api-client';
import { callApi } from '../lib/api/call-api';
import { emulatorTestConfig } from '../lib/api/test-runtime-config';

import { apiError, apiHandler, apiServer, sentTo, serveApi, takeApiProblems } from './api-server';

const config = emulatorTestConfig();

serveApi();

describe('apiHandler', () => {
  it("answers a call by the contract's key, its {param} filled by the request", async () => {
    const seen: string[] = [];
    apiServer.use(
      apiHandler('POST /club-memberships/invitations/{code}/revoke', ({ params }) => {
        seen.push(params.code);
        return { invite_code: params.code, club_id: 'c1', revoked: true };
      }),
    );

    const answer = await callApi(config, 'POST /club-memberships/invitations/{code}/revoke', {
      path: { code: 'AB CD' },
      auth: 'none',
    });

    expect(answer).toEqual({ invite_code: 'AB CD', club_id: 'c1', revoked: true });
    expect(seen).toEqual(['AB CD']);
  });

  it('hands the resolver the body the web sent', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      apiHandler('POST /club-memberships/validate-invite', ({ body }) => {
        sent.push(body);
        return { valid: true, error: null, error_key: null, club_name: 'Tiger Dojo' };
      }),
    );

    await callApi(config, 'POST /club-memberships/validate-invite', {
      body: { invite_code: 'ABC123' },
      auth: 'none',
    });

    expect(sent).toEqual([{ invite_code: 'ABC123' }]);
    expect(sentTo('POST /club-memberships/validate-invite')).toEqual([
      { params: {}, body: { invite_code: 'ABC123' }, query: {} },
    ]);
  });

  it('answers an error the document lists, which the web reads as an ApiRequestError', async () => {
    apiServer.use(
      apiHandler('GET /events/{id}/entry-options', () =>
        apiError(404, {
          detail: 'Event not found',
          code: 'NOT_FOUND',
          message_key: 'eventNotFound',
          params: {},
        }),
      ),
    );

    const call = callApi(config, 'GET /events/{id}/entry-options', {
      path: { id: 'e1' },
      auth: 'none',
    });

    await expect(call).rejects.toBeInstanceOf(ApiRequestError);
    await expect(call).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(takeApiProblems()).toEqual([]);
  });

  it('fails the test when an answer is not what the OpenAPI document describes', async () => {
    apiServer.use(
      apiHandler(
        'GET /events/{id}/entry-options',
        () =>
          // The cast stands for a fixture that drifted from the document.
          ({ event: 'none' }) as never,
      ),
    );

    await callApi(config, 'GET /events/{id}/entry-options', {
      path: { id: 'e1' },
      auth: 'none',
    }).catch(() => undefined);

    expect(takeApiProblems()).toEqual([
      expect.stringContaining(
        'GET /events/{id}/entry-options answered 200 with a body the OpenAPI document does not describe',
      ),
    ]);
  });

  it('fails the test when an error body is not the API error body', async () => {
    apiServer.use(
      apiHandler('GET /events/{id}/entry-options', () =>
        apiError(404, { detail: 'gone' } as never),
      ),
    );

    await callApi(config, 'GET /events/{id}/entry-options', {
      path: { id: 'e1' },
      auth: 'none',
    }).catch(() => undefined);

    expect(takeApiProblems()).toEqual([expect.stringContaining('answered 404 with a body')]);
  });

  it('fails the test when a request reaches no handler', async () => {
    await callApi(config, 'GET /clubs/public', { auth: 'none' }).catch(() => undefined);

    expect(takeApiProblems()).toEqual([
      expect.stringContaining('No API handler for GET /api/v1/clubs/public'),
    ]);
  });
});
