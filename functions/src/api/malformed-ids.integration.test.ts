import request from 'supertest';

import { seedAccount } from '../test-support/admin-fixtures';
import { createTestUser, emulatorServices, type TestUser } from '../test-support/emulators';
import { testApp } from '../test-support/test-app';

// Some fifty requests, each verifying a token against the shared emulators.
jest.setTimeout(120_000);

const { db } = emulatorServices();
const app = testApp();
let caller: TestUser;

// Ids Firestore's doc() throws on (a slash), refuses (too long) or reads as a path ('..'),
// and a percent-encoding Express cannot decode.
const BAD_IDS = [
  { name: 'an encoded slash', inPath: 'abc%2Fdef', raw: 'abc/def' },
  { name: 'an over-long id', inPath: 'a'.repeat(1600), raw: 'a'.repeat(1600) },
  { name: 'a dot-dot segment', inPath: '%2E%2E', raw: '..' },
  { name: 'a broken percent-encoding', inPath: '%ff', raw: '%ff' },
];

// Every route with an id in its path; bodies pass their schemas so the id is what is judged.
const PATH_ROUTES: {
  method: 'get' | 'put' | 'patch' | 'post' | 'delete';
  path: string;
  body?: object;
}[] = [
  { method: 'get', path: '/accounts/:id' },
  {
    method: 'put',
    path: '/accounts/:id',
    body: { first_name: 'A', last_name: 'B', phone: '312-555-0100' },
  },
  {
    method: 'put',
    path: '/accounts/:id',
    body: { first_name: 'A', last_name: 'B', email: 'a@example.test', role: 'member' },
  },
  { method: 'put', path: '/accounts/:id/complete', body: {} },
  { method: 'post', path: '/accounts/user/:id/login' },
  { method: 'delete', path: '/accounts/:id/soft' },
  { method: 'post', path: '/accounts/:id/restore' },
  { method: 'get', path: '/memberships/:id' },
  { method: 'put', path: '/memberships/:id', body: {} },
  { method: 'put', path: '/memberships/:id/admin', body: {} },
  { method: 'post', path: '/memberships/:id/activate', body: { reason: 'Paid' } },
  { method: 'post', path: '/memberships/:id/suspend', body: { reason: 'Review' } },
  { method: 'post', path: '/memberships/:id/cancel', body: { reason: 'Left' } },
  { method: 'post', path: '/memberships/:id/restore' },
  { method: 'delete', path: '/memberships/:id/soft' },
  { method: 'get', path: '/memberships/:id/handover' },
  {
    method: 'post',
    path: '/memberships/:id/handover/invitation',
    body: { email: 'a@example.test' },
  },
  { method: 'delete', path: '/memberships/:id/handover/invitation' },
  { method: 'get', path: '/handover/invitations/:id' },
  { method: 'post', path: '/handover/invitations/:id/accept', body: { parent_read_access: true } },
  { method: 'post', path: '/handover/invitations/:id/decline' },
  { method: 'get', path: '/club-memberships/by-invite-code/:id' },
  { method: 'post', path: '/club-memberships/invitations/:id/revoke' },
  { method: 'put', path: '/club-memberships/:id', body: {} },
  { method: 'delete', path: '/club-memberships/:id/soft' },
  { method: 'post', path: '/club-memberships/:id/restore' },
  { method: 'post', path: '/club-memberships/:id/activate', body: { reason: 'Paid' } },
  { method: 'post', path: '/club-memberships/:id/suspend', body: { reason: 'Review' } },
  { method: 'post', path: '/club-memberships/:id/cancel', body: { reason: 'Closed' } },
  { method: 'put', path: '/club-owner/members/:id', body: {} },
  { method: 'get', path: '/members/:id' },
  { method: 'get', path: '/admin/export/:id' },
  { method: 'get', path: '/events/:id' },
  { method: 'put', path: '/events/:id', body: {} },
  { method: 'post', path: '/events/:id/publish' },
  { method: 'post', path: '/events/:id/unpublish' },
  { method: 'post', path: '/events/:id/cancel' },
  { method: 'post', path: '/events/:id/restore' },
  { method: 'get', path: '/admin/events/:id/roster' },
  { method: 'get', path: '/cards/status/:id' },
  { method: 'get', path: '/memberships/:id/certifications' },
  {
    method: 'post',
    path: '/memberships/:id/certifications',
    body: { kind: 'safesport', document_reference: 'SS-1', expires_on: '2027-01-09' },
  },
  { method: 'delete', path: '/certifications/:id' },
  { method: 'get', path: '/announcements/:id' },
  {
    method: 'patch',
    path: '/announcements/:id',
    body: {
      scope: 'association',
      kind: 'events',
      audience: {},
      subject_en: 'Entries open',
      body_en: 'Entries open Monday.',
    },
  },
  { method: 'post', path: '/announcements/:id/send' },
  { method: 'post', path: '/announcements/:id/cancel' },
  { method: 'post', path: '/announcements/:id/test' },
];

const club_info = {
  club_name: 'Prairie State Taekwondo',
  club_owner_name: 'Grace Park',
  club_address: '1 Main St, Springfield, IL 62701',
  club_email: 'owner@prairie.example',
  club_phone: '217-555-0100',
};
const owner_info = {
  first_name: 'Grace',
  last_name: 'Park',
  phone: '217-555-0101',
  date_of_birth: '1980-03-04',
  belt_rank: '4th_dan_black_belt',
  t_shirt_size: 'AM',
  uniform_size: '4',
};
const application = {
  personal_info: {
    first_name: 'Ana',
    last_name: 'Lopez',
    date_of_birth: '1990-05-17',
    gender: 'female',
    t_shirt_size: 'AM',
    uniform_size: '4',
    use_account_address: true,
  },
  taekwondo_background: {
    role: 'athlete',
    belt_rank: 'red',
    current_school: 'Lakeshore Taekwondo',
    competition_categories: [],
  },
  agreements: { code_of_conduct: true, training_acknowledgement: true, media_release: true },
  is_self_registration: true,
};

// Ids that reach Firestore from bodies and queries: `field` is set to each bad id.
const BODY_ROUTES: { method: 'get' | 'post'; path: string; field: string; rest?: object }[] = [
  { method: 'post', path: '/payments/create-payment-intent', field: 'membership_id' },
  {
    method: 'post',
    path: '/payments/confirm-payment',
    field: 'membership_id',
    rest: { payment_intent_id: 'pi_local_1' },
  },
  {
    method: 'post',
    path: '/payments/confirm-payment',
    field: 'payment_intent_id',
    rest: { membership_id: 'm-1' },
  },
  { method: 'post', path: '/payments/club/create-payment-intent', field: 'club_membership_id' },
  {
    method: 'post',
    path: '/payments/club/confirm-payment',
    field: 'club_membership_id',
    rest: { payment_intent_id: 'pi_local_1' },
  },
  {
    method: 'post',
    path: '/payments/test-checkout',
    field: 'payment_intent_id',
    rest: { card_number: '4242424242424242' },
  },
  { method: 'post', path: '/club-memberships/validate-invite', field: 'invite_code' },
  {
    method: 'post',
    path: '/club-memberships',
    field: 'invite_code',
    rest: { club_info, owner_info },
  },
  { method: 'post', path: '/club-memberships', field: 'user_id', rest: { club_info, owner_info } },
  { method: 'post', path: '/memberships', field: 'club_id', rest: application },
  { method: 'post', path: '/memberships', field: 'user_id', rest: application },
  {
    method: 'post',
    path: '/accounts',
    field: 'firebase_user_id',
    rest: { email: 'a@example.test', auth_method: 'google' },
  },
  { method: 'get', path: '/audit', field: 'record_id' },
  { method: 'get', path: '/members/all', field: 'club_id' },
  { method: 'get', path: '/admin/events/ev-1/roster', field: 'after' },
  { method: 'get', path: '/admin/export/event-roster.csv', field: 'event_id' },
];

beforeAll(async () => {
  // An administrator and active member with an account, so no route stops before the id.
  caller = await createTestUser({ admin: true, activeMember: true });
  await seedAccount(db, caller.uid, { email: caller.email, role: 'admin' });
});

const bearer = () => ({ authorization: `Bearer ${caller.idToken}` });

/** The route and what it answered, when that is not a refusal with the API's error body. */
function unexpected(response: request.Response, label: string, statuses: number[]) {
  const { status, body } = response;
  const refused =
    statuses.includes(status) &&
    ['VALIDATION_ERROR', 'NOT_FOUND'].includes(body?.code) &&
    typeof body?.detail === 'string';
  return refused ? [] : [{ label, status, body }];
}

describe('Malformed ids in paths', () => {
  for (const bad of BAD_IDS) {
    it(`When a path id is ${bad.name}, then every route answers 400 or 404 with the error body, never 500`, async () => {
      const failures = [];
      for (const route of PATH_ROUTES) {
        const path = `/api/v1${route.path.replace(':id', bad.inPath)}`;
        const call = request(app)[route.method](path).set(bearer());
        const response = await (route.body ? call.send(route.body) : call);
        const label = `${route.method.toUpperCase()} ${route.path}`;
        failures.push(...unexpected(response, label, [400, 404]));
      }
      expect(failures).toEqual([]);
    });
  }

  it('When a membership id has a slash, then the answer is 400 naming the id; a well-formed unknown id is still 404', async () => {
    const slashed = await request(app).get('/api/v1/memberships/abc%2Fdef').set(bearer());
    expect(slashed.status).toBe(400);
    expect(slashed.body).toEqual({
      code: 'VALIDATION_ERROR',
      detail: 'The id in the path is not valid.',
      message_key: 'request.pathId',
      params: { name: 'id' },
      errors: [
        {
          field: 'id',
          message: 'This value has the wrong type.',
          code: 'validation.invalidType',
          params: {},
        },
      ],
    });
    const unknown = await request(app).get('/api/v1/memberships/no-such-membership').set(bearer());
    expect(unknown.status).toBe(404);
  });

  it('When an invitation code in the path is too short, then the answer is 400 naming the code', async () => {
    const response = await request(app)
      .get('/api/v1/club-memberships/by-invite-code/abc')
      .set(bearer());
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        field: 'code',
        message: 'Invalid invitation code.',
        code: 'validation.inviteCode',
        params: {},
      },
    ]);
  });
});

describe('Malformed ids in bodies and queries', () => {
  for (const bad of BAD_IDS) {
    it(`When an id field is ${bad.name}, then every route answers 400 with the error body, never 500`, async () => {
      const failures = [];
      for (const { method, path, field, rest } of BODY_ROUTES) {
        const label = `${method.toUpperCase()} ${path} ${field}`;
        const input = { ...rest, [field]: bad.raw };
        const response =
          method === 'get'
            ? await request(app).get(`/api/v1${path}`).query(input).set(bearer())
            : await request(app).post(`/api/v1${path}`).set(bearer()).send(input);
        failures.push(...unexpected(response, label, [400]));
      }
      expect(failures).toEqual([]);
    });
  }
});
