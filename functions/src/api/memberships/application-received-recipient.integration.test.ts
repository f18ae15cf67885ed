import { randomUUID } from 'node:crypto';

import request from 'supertest';

import { addYearsIso, todayIso } from '../../domain/dates';
import { seedAccount } from '../../test-support/admin-fixtures';
import { createTestUser, emulatorServices, type TestUser } from '../../test-support/emulators';
import { testApp } from '../../test-support/test-app';

// Each test makes several emulator round trips on machines shared with other suites.
jest.setTimeout(20_000);

// Issue 30 item 10: the account document's address is copied unverified at sign-up and
// never updated; the confirmation goes to the verified sign-in address only.
const { db, auth } = emulatorServices();
const app = testApp();

const application = () => ({
  personal_info: {
    first_name: 'Ana',
    last_name: 'Lopez',
    date_of_birth: addYearsIso(todayIso(), -36),
    gender: 'female',
    t_shirt_size: 'AM',
    uniform_size: '4',
    use_account_address: false,
    address: {
      street_number_and_name: '100 N Main St',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
      country: 'United States',
    },
  },
  taekwondo_background: {
    role: 'athlete',
    belt_rank: 'red',
    current_school: 'Lakeshore Taekwondo',
    competition_categories: ['poomsae'],
  },
  agreements: { code_of_conduct: true, training_acknowledgement: true, media_release: true },
  membership_tier: 'champion',
  is_self_registration: true,
});

const apply = (user: Pick<TestUser, 'idToken'>) =>
  request(app)
    .post('/api/v1/memberships')
    .set({ authorization: `Bearer ${user.idToken}` })
    .send(application());

const mailTo = async (to: string) =>
  (await db.collection('mail').where('to', '==', to).get()).docs.map((doc) => doc.data());

/**
 * A password user whose own address is unverified, with a Google sign-in of another
 * (verified) address linked, signed in through Google: the ID token names the unverified one.
 */
async function linkedGoogleUser() {
  const user = await createTestUser({}, { emailVerified: false });
  const googleId = randomUUID();
  const googleEmail = `google-${googleId}@example.test`;
  await auth.updateUser(user.uid, {
    providerToLink: { providerId: 'google.com', uid: googleId, email: googleEmail },
  });
  const idpToken = JSON.stringify({ sub: googleId, email: googleEmail, email_verified: true });
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(idpToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const { idToken, localId } = (await response.json()) as { idToken: string; localId: string };
  expect(localId).toBe(user.uid);
  return { ...user, idToken, googleEmail };
}

describe('the application-received email', () => {
  it("When the account document's address differs from the verified sign-in address, then the confirmation goes to the sign-in address only", async () => {
    const user = await createTestUser();
    const stale = `stale-${randomUUID()}@example.test`;
    await seedAccount(db, user.uid, { email: stale, phone: '312-555-0100' });

    await apply(user).expect(201);

    expect(await mailTo(stale)).toEqual([]);
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it('When a user whose sign-in address is unverified applies through a linked Google sign-in of another address, then 403 EMAIL_NOT_VERIFIED, no membership and no mail to the unverified address', async () => {
    const user = await linkedGoogleUser();
    await seedAccount(db, user.uid, { email: user.email, phone: '312-555-0100' });

    const response = await apply(user);

    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const mine = await db.collection('memberships').where('accountUid', '==', user.uid).get();
    expect(mine.size).toBe(0);
    expect(await mailTo(user.email)).toEqual([]);
  });
});
