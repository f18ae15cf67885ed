import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { completeAccount } from '../../../components/set-up-account/api/complete-account';
import { createAccount } from '../../../components/set-up-account/api/create-account';
import {
  currentIdentity,
  type CurrentIdentity,
} from '../../../components/set-up-account/api/current-identity';
import { getMyAccount } from '../../../components/set-up-account/api/get-my-account';
import { signInWithSocial } from '../../../components/set-up-account/create-account/identity-actions';
import { fill, fillDate } from '../../../components/set-up-account/testing/fill';
import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { renderWithConfig } from '../../../components/set-up-account/testing/render-account-steps';
import { useSession } from '../../../lib/session/session-provider';
import type { SessionUser } from '../../../lib/session/session-user';

import { ClubWizard } from './club-wizard';

jest.mock('../../../lib/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('../../../components/set-up-account/api/current-identity', () => ({
  currentIdentity: jest.fn(),
}));
jest.mock('../../../components/set-up-account/api/get-my-account', () => ({
  getMyAccount: jest.fn(),
}));
jest.mock('../../../components/set-up-account/api/create-account', () => ({
  createAccount: jest.fn(),
}));
jest.mock('../../../components/set-up-account/api/complete-account', () => ({
  completeAccount: jest.fn(),
}));
jest.mock('../../../components/set-up-account/create-account/identity-actions', () => ({
  resendVerificationEmail: jest.fn(),
  signInWithSocial: jest.fn(),
  signUpByEmail: jest.fn(),
}));
jest.mock('../api/club-invite-api', () => ({ createClubMembership: jest.fn() }));

// Whole steps are filled in and re-validated on every change: slow on a shared core.
jest.setTimeout(60_000);

const IDENTITY: CurrentIdentity = {
  uid: 'uid-1',
  email: 'jane@example.com',
  emailVerified: true,
  authMethod: 'google',
  displayName: 'Jane Doe',
};

function signedIn(signedInNow: boolean) {
  const user = signedInNow ? ({ uid: 'uid-1' } as SessionUser) : null;
  jest.mocked(useSession).mockReturnValue({ user, confirmed: true, signOut: jest.fn() });
  jest.mocked(currentIdentity).mockResolvedValue(signedInNow ? IDENTITY : null);
}

function renderWizard() {
  renderWithConfig(
    <ClubWizard inviteCode="PRAIRIE" clubName="Prairie State" clubEmail="club@prairie.test" />,
    { route: '/register-club?invite_code=PRAIRIE' },
  );
  return userEvent.setup({ delay: null });
}

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
    jest.mocked(getMyAccount).mockResolvedValue(null);
    // The session follows the sign-in, as the app's session provider does.
    jest.mocked(signInWithSocial).mockImplementation(async () => signedIn(true));
    await user.click(screen.getByRole('button', { name: /Google/ }));
    const heading = await screen.findByRole('heading', { name: 'Account Information' });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Jane');
  });

  it('lets an owner without an account create it, then goes on to the club step', async () => {
    signedIn(true);
    jest.mocked(getMyAccount).mockResolvedValueOnce(null).mockResolvedValue(COMPLETE_ACCOUNT);
    jest.mocked(createAccount).mockResolvedValue(COMPLETE_ACCOUNT);
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
    expect(jest.mocked(createAccount).mock.calls[0][1]).toMatchObject({
      uid: 'uid-1',
      authMethod: 'google',
      profile: { first_name: 'Jane', last_name: 'Doe', phone: '312-555-0100' },
    });
  });

  it('lets an owner with a complete account confirm it unchanged without a request', async () => {
    signedIn(true);
    jest.mocked(getMyAccount).mockResolvedValue(COMPLETE_ACCOUNT);
    const user = renderWizard();
    await screen.findByRole('heading', { name: 'Account Information' });
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('312-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('textbox', { name: 'Club Name' })).toHaveValue('Prairie State');
    expect(completeAccount).not.toHaveBeenCalled();
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('saves a changed complete account before the club step', async () => {
    signedIn(true);
    jest.mocked(getMyAccount).mockResolvedValue(COMPLETE_ACCOUNT);
    jest.mocked(completeAccount).mockResolvedValue(COMPLETE_ACCOUNT);
    const user = renderWizard();
    await screen.findByRole('heading', { name: 'Account Information' });
    await fill(user, /^Phone/, '312-555-0111');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await screen.findByRole('textbox', { name: 'Club Name' });
    expect(jest.mocked(completeAccount).mock.calls[0][1]).toMatchObject({
      accountId: 'uid-1',
      profile: { phone: '312-555-0111' },
    });
  });
});
