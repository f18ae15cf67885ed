import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { TEST_CONFIG } from '../../../components/set-up-account/testing/render-account-steps';
import { ApiRequestError } from '../../../lib/api/api-client';
import { signedInRequest } from '../../../lib/api/signed-in-request';
import { athleteMembershipPayload } from '../membership/athlete-payload';
import { childApplication } from '../testing/athlete-values-fixture';

import { createMembership } from './create-membership';
import { getMyMemberships } from './get-my-memberships';
import { searchApprovedClubs } from './search-approved-clubs';

jest.mock('../../../lib/api/signed-in-request', () => ({ signedInRequest: jest.fn() }));
const request = jest.mocked(signedInRequest);

const failure = (code: 'NOT_FOUND' | 'UNAUTHENTICATED', statusCode: number) =>
  new ApiRequestError({ code, statusCode, message: code });

beforeEach(() => request.mockReset());

describe('the registration wizard calls the API as the signed-in person', () => {
  it("reads the caller's memberships, none being an empty list", async () => {
    request.mockResolvedValueOnce({ memberships: [], total: 0 });
    await expect(getMyMemberships(TEST_CONFIG)).resolves.toEqual([]);
    expect(request).toHaveBeenCalledWith(TEST_CONFIG, '/memberships/me/all');
    request.mockRejectedValueOnce(failure('NOT_FOUND', 404));
    await expect(getMyMemberships(TEST_CONFIG)).resolves.toEqual([]);
    request.mockRejectedValueOnce(failure('UNAUTHENTICATED', 401));
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
    request.mockResolvedValueOnce({});
    await createMembership(TEST_CONFIG, { payload, locale: 'es' });
    expect(request).toHaveBeenCalledWith(TEST_CONFIG, '/memberships', {
      method: 'POST',
      locale: 'es',
      body: payload,
    });
  });

  it('searches the approved clubs by what is typed, trimmed', async () => {
    request.mockResolvedValue({ clubs: [{ id: 'club-7', name: 'Lakeshore Taekwondo' }] });
    await expect(searchApprovedClubs(TEST_CONFIG, ' lake shore ')).resolves.toEqual([
      { id: 'club-7', name: 'Lakeshore Taekwondo' },
    ]);
    expect(request).toHaveBeenLastCalledWith(TEST_CONFIG, '/clubs/approved?search=lake%20shore');
    await searchApprovedClubs(TEST_CONFIG, '  ');
    expect(request).toHaveBeenLastCalledWith(TEST_CONFIG, '/clubs/approved');
  });
});
