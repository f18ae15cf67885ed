import type { AccountWire } from '@domain/wire/account';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signInWithSocial } from '../../../components/set-up-account/create-account/identity-actions';
import { fill, fillDate } from '../../../components/set-up-account/testing/fill';
import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { renderWithConfig } from '../../../components/set-up-account/testing/render-account-steps';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { useSession } from '../../../lib/session/session-provider';
import type { SessionUser } from '../../../lib/session/session-user';
import { apiHandler, apiServer, sentTo, serveApi } from '../../../testing/api-server';
import { signedInFirebaseAs, signedOutFirebase } from '../../../testing/firebase-session';

import { ClubWizard } from './club-wizard';

jest.mock('../../../lib/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('../../../lib/firebase/load-firebase');
jest.mock('../../../components/set-up-account/create-account/identity-actions', () => ({
  resendVerificationEmail: jest.fn(),
  signInWithSocial: jest.fn(),
  signUpByEmail: jest.fn(),
}));

// Whole steps are filled in and re-validated on every change: slow on a shared core.
jest.setTimeout(60_000);

const JANE = {
  uid: 'uid-1',
  email: 'jane@example.com',
  emailVerified: true,
  providerId: 'google.com',
  displayName: 'Jane Doe',
};

function signedIn(signedInNow: boolean) {
  const user = signedInNow ? ({ uid: 'uid-1' } as SessionUser) : null;
  jest.mocked(useSession).mockReturnValue({ user, confirmed: true, signOut: jest.fn() });
  jest
    .mocked(loadFirebase)
    .mockResolvedValue(signedInNow ? signedInFirebaseAs(JANE) : signedOutFirebase());
}

/** The caller's account: none yet, or this one. */
const myAccount = (account: AccountWire | null, options?: { once: boolean }) =>
  apiHandler(
    'GET /accounts/me/all',
    () => {
      const accounts = account ? [account] : [];
      return { accounts, total: accounts.length };
    },
    options,
  );

function renderWizard() {
  renderWithConfig(
    <ClubWizard inviteCode="PRAIRIE" clubName="Prairie State" clubEmail="club@prairie.test" />,
    { route: '/register-club?invite_code=PRAIRIE' },
  );
  return userEvent.setup({ delay: null });
}

serveApi();
beforeEach(() => jest.clearAllMocks());

describe('the club wizard', () => {
  it("starts a visitor at the registration wizard's Create Account step, signing in back here", async () => {
    signedIn(false);
    const user = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fregister-club%3Finvite_code%3DPRAIRIE',
    );
    apiServer.use(myAccount(null));
    // The session follows the sign-in, as the app's session provider does.
    jest.mocked(signInWithSocial).mockImplementation(async () => signedIn(true));
    await user.click(screen.getByRole('button', { name: /Google/ }));
    const heading = await screen.findByRole('heading', { name: 'Account Information' });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Jane');
  });

  it('lets an owner without an account create it, then goes on to the club step', async () => {
    signedIn(true);
    apiServer.use(
      myAccount(null, { once: true }),
      myAccount(COMPLETE_ACCOUNT),
      apiHandler('POST /accounts', () => COMPLETE_ACCOUNT),
    );
    const user = renderWizard();
    await screen.findByRole('heading', { name: 'Account Information' });
    await fill(user, /^Phone/, '312-555-0100');
    fillDate(/^Date of birth/, '1985-04-02');
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'female');
    await fill(user, /^Street number and name/, '1 Main St');
    await fill(user, /^City/, 'Peoria');
    await user.selectOptions(screen.getByLabelText(/^State \*/), 'IL');
    await fill(user, /^ZIP or postal code/, '61602');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('textbox', { name: 'Club Name' })).toHaveValue('Prairie State');
    expect(sentTo('POST /accounts')[0]?.body).toMatchObject({
      firebase_user_id: 'uid-1',
      auth_method: 'google',
      first_name: 'Jane',
      last_name: 'Doe',
      phone: '312-555-0100',
    });
  });

  it('lets an owner with a complete account confirm it unchanged without a request', async () => {
    signedIn(true);
    apiServer.use(myAccount(COMPLETE_ACCOUNT));
    const user = renderWizard();
    await screen.findByRole('heading', { name: 'Account Information' });
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('312-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('textbox', { name: 'Club Name' })).toHaveValue('Prairie State');
    expect(sentTo('PUT /accounts/{id}/complete')).toEqual([]);
    expect(sentTo('POST /accounts')).toEqual([]);
  });

  it('saves a changed complete account before the club step', async () => {
    signedIn(true);
    apiServer.use(
      myAccount(COMPLETE_ACCOUNT),
      apiHandler('PUT /accounts/{id}/complete', () => COMPLETE_ACCOUNT),
    );
    const user = renderWizard();
    await screen.findByRole('heading', { name: 'Account Information' });
    await fill(user, /^Phone/, '312-555-0111');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await screen.findByRole('textbox', { name: 'Club Name' });
    expect(sentTo('PUT /accounts/{id}/complete')).toMatchObject([
      { params: { id: 'uid-1' }, body: { phone: '312-555-0111' } },
    ]);
  });
});
