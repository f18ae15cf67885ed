import { fakeFetch, signedInFirebase } from '../../../lib/api/fake-fetch';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { COMPLETE_ACCOUNT } from '../testing/fixtures';
import { TEST_CONFIG } from '../testing/render-account-steps';

import type { AccountProfilePayload } from './account-record';
import { completeAccount } from './complete-account';
import { createAccount } from './create-account';
import { getMyAccount } from './get-my-account';

jest.mock('../../../lib/firebase/load-firebase', () => ({ loadFirebase: jest.fn() }));

const PROFILE: AccountProfilePayload = {
  first_name: 'Jane',
  last_name: 'Doe',
  phone: '312-555-0100',
  date_of_birth: '1985-04-02',
  gender: 'female',
  address: {
    street_number_and_name: '1 Main St',
    apt_suite_unit_number: null,
    city: 'Peoria',
    state: 'IL',
    zipcode: '61602',
    country: 'United States',
  },
};

const failure = (code: 'NOT_FOUND' | 'UNAUTHENTICATED', status: number) => ({
  status,
  body: { code, detail: code },
});

beforeEach(() => jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('id-token-1')));

describe('the account steps call the API as the signed-in person', () => {
  it("reads the caller's account, or null when they have none yet", async () => {
    const api = fakeFetch(
      { body: { accounts: [COMPLETE_ACCOUNT], total: 1 } },
      failure('NOT_FOUND', 404),
    );
    await expect(getMyAccount(TEST_CONFIG)).resolves.toEqual(COMPLETE_ACCOUNT);
    expect(api.sent(0)).toMatchObject({
      url: expect.stringMatching(/\/api\/v1\/accounts\/me\/all$/),
      method: 'GET',
      headers: { Authorization: 'Bearer id-token-1' },
    });
    await expect(getMyAccount(TEST_CONFIG)).resolves.toBeNull();
  });

  it('passes on any other failure, such as nobody signed in', async () => {
    fakeFetch(failure('UNAUTHENTICATED', 401));
    await expect(getMyAccount(TEST_CONFIG)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("creates the account with the spec's payload and the passed security check", async () => {
    const api = fakeFetch({ status: 201, body: COMPLETE_ACCOUNT });
    await createAccount(TEST_CONFIG, {
      uid: 'uid-1',
      email: 'jane@example.com',
      authMethod: 'email',
      profile: PROFILE,
      securityCheckId: 'check-1',
      locale: 'es',
    });
    expect(api.sent()).toMatchObject({
      url: expect.stringMatching(/\/api\/v1\/accounts$/),
      method: 'POST',
      headers: { 'Accept-Language': 'es', 'X-Security-Check': 'check-1' },
      body: {
        firebase_user_id: 'uid-1',
        email: 'jane@example.com',
        auth_method: 'email',
        role: 'member',
        ...PROFILE,
      },
    });
  });

  it('completes an existing account', async () => {
    const api = fakeFetch({ body: COMPLETE_ACCOUNT });
    await completeAccount(TEST_CONFIG, { accountId: 'uid-1', profile: PROFILE, locale: 'en' });
    expect(api.sent()).toMatchObject({
      url: expect.stringMatching(/\/api\/v1\/accounts\/uid-1\/complete$/),
      method: 'PUT',
      headers: { 'Accept-Language': 'en' },
      body: PROFILE,
    });
  });
});
