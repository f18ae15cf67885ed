import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { TEST_CONFIG } from '../../../components/set-up-account/testing/render-account-steps';
import { fakeFetch, signedInFirebase } from '../../../lib/api/fake-fetch';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { athleteMembershipPayload } from '../membership/athlete-payload';
import { childApplication } from '../testing/athlete-values-fixture';

import { createMembership } from './create-membership';
import { getMyMemberships } from './get-my-memberships';
import { searchApprovedClubs } from './search-approved-clubs';

jest.mock('../../../lib/firebase/load-firebase', () => ({ loadFirebase: jest.fn() }));

const failure = (code: 'NOT_FOUND' | 'UNAUTHENTICATED', status: number) => ({
  status,
  body: { code, detail: code },
});

beforeEach(() => jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('id-token-1')));

describe('the registration wizard calls the API as the signed-in person', () => {
  it("reads the caller's memberships, none being an empty list", async () => {
    const api = fakeFetch(
      { body: { memberships: [], total: 0 } },
      failure('NOT_FOUND', 404),
      failure('UNAUTHENTICATED', 401),
    );
    await expect(getMyMemberships(TEST_CONFIG)).resolves.toEqual([]);
    expect(api.sent(0)).toMatchObject({
      url: expect.stringMatching(/\/api\/v1\/memberships\/me\/all$/),
      method: 'GET',
      headers: { Authorization: 'Bearer id-token-1' },
    });
    await expect(getMyMemberships(TEST_CONFIG)).resolves.toEqual([]);
    await expect(getMyMemberships(TEST_CONFIG)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it("applies for a membership in the reader's language", async () => {
    const payload = athleteMembershipPayload(
      childApplication(),
      COMPLETE_ACCOUNT,
      { selfMembershipExists: false, accountPhone: COMPLETE_ACCOUNT.phone },
      '2026-01-01',
    );
    const api = fakeFetch({ status: 201, body: {} });
    await createMembership(TEST_CONFIG, { payload, locale: 'es' });
    expect(api.sent()).toMatchObject({
      url: expect.stringMatching(/\/api\/v1\/memberships$/),
      method: 'POST',
      headers: { 'Accept-Language': 'es' },
      body: JSON.parse(JSON.stringify(payload)),
    });
  });

  it('searches the approved clubs by what is typed, trimmed', async () => {
    const api = fakeFetch({ body: { clubs: [{ id: 'club-7', name: 'Lakeshore Taekwondo' }] } });
    await expect(searchApprovedClubs(TEST_CONFIG, ' lake shore ')).resolves.toEqual([
      { id: 'club-7', name: 'Lakeshore Taekwondo' },
    ]);
    expect(api.sent().url).toMatch(/\/api\/v1\/clubs\/approved\?search=lake\+shore$/);
    await searchApprovedClubs(TEST_CONFIG, '  ');
    expect(api.sent().url).toMatch(/\/api\/v1\/clubs\/approved$/);
  });
});
