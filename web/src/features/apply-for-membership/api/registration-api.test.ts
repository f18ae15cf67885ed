import { apiErrorBody } from '@domain/api-messages';

import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { TEST_CONFIG } from '../../../components/set-up-account/testing/render-account-steps';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiError, apiHandler, apiServer, sentTo, serveApi } from '../../../testing/api-server';
import { membershipWire } from '../../../testing/wire-records';
import { athleteMembershipPayload } from '../membership/athlete-payload';
import { childApplication } from '../testing/athlete-values-fixture';

import { createMembership } from './create-membership';
import { getMyMemberships } from './get-my-memberships';
import { searchApprovedClubs } from './search-approved-clubs';

jest.mock('../../../lib/firebase/load-firebase', () => ({ loadFirebase: jest.fn() }));

serveApi();

beforeEach(() => jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('id-token-1')));

describe('the registration wizard calls the API as the signed-in person', () => {
  it("reads the caller's memberships, none being an empty list", async () => {
    const answers = [
      () => ({ memberships: [], total: 0 }),
      () => apiError(401, apiErrorBody('UNAUTHENTICATED', 'unauthenticated')),
    ];
    const tokens: (string | null)[] = [];
    apiServer.use(
      apiHandler('GET /memberships/me/all', ({ request }) => {
        tokens.push(request.headers.get('Authorization'));
        return answers[tokens.length - 1]();
      }),
    );
    await expect(getMyMemberships(TEST_CONFIG)).resolves.toEqual([]);
    expect(tokens).toEqual(['Bearer id-token-1']);
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
    const languages: (string | null)[] = [];
    apiServer.use(
      apiHandler('POST /memberships', ({ request }) => {
        languages.push(request.headers.get('Accept-Language'));
        return membershipWire({ status: 'in_review', payment_status: 'pending' });
      }),
    );
    await createMembership(TEST_CONFIG, { payload, locale: 'es' });
    expect(languages).toEqual(['es']);
    expect(sentTo('POST /memberships').map(({ body }) => body)).toEqual([
      JSON.parse(JSON.stringify(payload)),
    ]);
  });

  it('searches the approved clubs by what is typed, trimmed', async () => {
    apiServer.use(
      apiHandler('GET /clubs/approved', () => ({
        clubs: [{ id: 'club-7', name: 'Lakeshore Taekwondo' }],
      })),
    );
    await expect(searchApprovedClubs(TEST_CONFIG, ' lake shore ')).resolves.toEqual([
      { id: 'club-7', name: 'Lakeshore Taekwondo' },
    ]);
    await searchApprovedClubs(TEST_CONFIG, '  ');
    expect(sentTo('GET /clubs/approved').map(({ query }) => query)).toEqual([
      { search: 'lake shore' },
      {},
    ]);
  });
});
