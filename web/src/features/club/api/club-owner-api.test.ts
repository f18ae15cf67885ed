import type { MembershipUpdatePayload } from '../../../components/membership-edit/membership-form-values';
import { fakeFetch, signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';

import { listClubMembers, updateClubMember } from './club-owner-api';

jest.mock('../../../lib/firebase/load-firebase', () => ({ loadFirebase: jest.fn() }));

const TEST_CONFIG = emulatorTestConfig();

beforeEach(() => jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('id-token-1')));

describe("the club owner's roster calls the API as the signed-in owner", () => {
  it('reads a page of the members, the search trimmed', async () => {
    const api = fakeFetch({ body: { club: { id: 'club-7' }, memberships: [], total: 3 } });
    await expect(
      listClubMembers(TEST_CONFIG, { skip: 25, after: 'm-9', limit: 25, search: ' kim ' }),
    ).resolves.toEqual({ items: [], total: 3 });
    expect(api.sent()).toMatchObject({
      url: expect.stringMatching(
        /\/api\/v1\/club-owner\/members\?skip=25&after=m-9&limit=25&search=kim$/,
      ),
      method: 'GET',
      headers: { Authorization: 'Bearer id-token-1' },
    });
  });

  it("sends a member's personal details, categories and email, never tier or status", async () => {
    const api = fakeFetch({ body: { id: 'm-1' } });
    const personalInfo: MembershipUpdatePayload['personal_info'] = {
      first_name: 'Ana',
      last_name: 'Kim',
      date_of_birth: '2010-04-05',
      gender: 'female',
      t_shirt_size: 'YM',
      uniform_size: '3',
      parent_name: null,
      use_account_address: true,
      address: null,
    };
    const payload: MembershipUpdatePayload = {
      personal_info: personalInfo,
      taekwondo_background: {
        competition_categories: ['poomsae'],
        belt_rank: '1st_dan_black_belt',
      },
      email: 'ana@example.test',
      membership_tier: 'champion',
      status: 'active',
      status_reason: 'paid',
    };
    await updateClubMember(TEST_CONFIG, 'm-1', payload);
    expect(api.sent()).toMatchObject({
      url: expect.stringMatching(/\/api\/v1\/club-owner\/members\/m-1$/),
      method: 'PUT',
    });
    expect(api.sent().body).toEqual({
      personal_info: personalInfo,
      taekwondo_background: { competition_categories: ['poomsae'] },
      email: 'ana@example.test',
    });
  });
});
