import type { MembershipWire } from '@domain/wire/membership';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';

import { completeAccount } from '../../components/set-up-account/api/complete-account';
import { createAccount } from '../../components/set-up-account/api/create-account';
import {
  currentIdentity,
  type CurrentIdentity,
} from '../../components/set-up-account/api/current-identity';
import { getMyAccount } from '../../components/set-up-account/api/get-my-account';
import { resendVerificationEmail } from '../../components/set-up-account/create-account/identity-actions';
import { fill, fillDate } from '../../components/set-up-account/testing/fill';
import { COMPLETE_ACCOUNT } from '../../components/set-up-account/testing/fixtures';
import { renderWithConfig } from '../../components/set-up-account/testing/render-account-steps';
import { ApiRequestError } from '../../lib/api/api-client';
import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import { membershipRecord } from '../../testing/records';

import { createMembership } from './api/create-membership';
import { getMyMemberships } from './api/get-my-memberships';
import { RegistrationWizard } from './registration-wizard';
import { INCOMPLETE_REGISTRATION_KEY } from './storage/incomplete-registration';
import { REGISTRATION_DATA_KEY } from './storage/registration-summary';
import { childApplication } from './testing/athlete-values-fixture';

jest.mock('../../lib/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('../../components/set-up-account/api/current-identity', () => ({
  currentIdentity: jest.fn(),
}));
jest.mock('../../components/set-up-account/api/get-my-account', () => ({
  getMyAccount: jest.fn(),
}));
jest.mock('./api/get-my-memberships', () => ({ getMyMemberships: jest.fn() }));
jest.mock('../../components/set-up-account/api/create-account', () => ({
  createAccount: jest.fn(),
}));
jest.mock('../../components/set-up-account/api/complete-account', () => ({
  completeAccount: jest.fn(),
}));
jest.mock('./api/create-membership', () => ({ createMembership: jest.fn() }));
jest.mock('./api/search-approved-clubs', () => ({ searchApprovedClubs: jest.fn(async () => []) }));
jest.mock('../../components/security-check/security-check', () => ({
  SecurityCheck: ({ onVerified }: { onVerified: (id: string) => void }) => (
    <button type="button" onClick={() => onVerified('check-2')}>
      Pass the check
    </button>
  ),
}));
jest.mock('../../components/set-up-account/create-account/identity-actions', () => ({
  resendVerificationEmail: jest.fn(),
  signInWithSocial: jest.fn(),
  signUpByEmail: jest.fn(),
}));

// Whole steps are filled in and re-validated on every change: slow on a shared core.
jest.setTimeout(60_000);

const session = jest.mocked(useSession);
const identity = jest.mocked(currentIdentity);
const myAccount = jest.mocked(getMyAccount);
const myMemberships = jest.mocked(getMyMemberships);
const signOut = jest.fn(async () => undefined);

const IDENTITY: CurrentIdentity = {
  uid: 'uid-1',
  email: 'jane@example.com',
  emailVerified: true,
  authMethod: 'google',
  displayName: 'Jane Doe',
};

function signedIn(who: Partial<CurrentIdentity> | null) {
  const user = who ? ({ uid: 'uid-1' } as SessionUser) : null;
  session.mockReturnValue({ user, confirmed: true, signOut });
  identity.mockResolvedValue(who ? { ...IDENTITY, ...who } : null);
}

const IN_90_DAYS = new Date(Date.now() + 90 * 24 * 3600 * 1000).toISOString();

/** A signed-in member with a complete account and their own active, paid membership. */
function signedInWithOwnPaidMembership(expiresAt: string) {
  signedIn({});
  myAccount.mockResolvedValue(COMPLETE_ACCOUNT);
  myMemberships.mockResolvedValue([
    membershipRecord({
      status: 'active',
      paymentStatus: 'paid',
      isSelfRegistration: true,
      expiresAt,
    }),
  ]);
}

function renderWizard(props: Parameters<typeof RegistrationWizard>[0] = {}) {
  renderWithConfig(<RegistrationWizard {...props} />, { route: '/register' });
  return userEvent.setup({ delay: null });
}

/** A parent's application for a 9-year-old (the fixture's child), typed in. */
async function fillChildApplication(user: UserEvent) {
  const child = childApplication();
  await user.click(screen.getByRole('radio', { name: /For someone else/ }));
  await user.selectOptions(screen.getByLabelText(/^Your relationship/), 'parent');
  await fill(user, /^Athlete's first name/, child.personal_info.first_name.trim());
  await fill(user, /^Athlete's last name/, child.personal_info.last_name);
  fillDate(/^Date of birth/, '2016-01-10');
  await user.selectOptions(screen.getByLabelText(/^Gender/), 'male');
  await user.selectOptions(screen.getByLabelText(/^T-shirt size/), 'YM');
  await user.selectOptions(screen.getByLabelText(/^Uniform size/), '2');
  await user.selectOptions(screen.getByLabelText(/^Belt rank/), 'green');
  await user.click(screen.getByRole('combobox', { name: /^Current school/ }));
  await user.paste('Lakeshore Taekwondo');
  for (const box of screen.getAllByRole('checkbox', {
    name: /agree|acknowledge|consent|confirm/,
  })) {
    await user.click(box);
  }
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  myMemberships.mockResolvedValue([]);
});

describe('the registration wizard', () => {
  it('starts a visitor at Create Account', async () => {
    signedIn(null);
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('starts an account without details at Account Information and creates the account', async () => {
    signedIn({});
    myAccount.mockResolvedValueOnce(null).mockResolvedValue(COMPLETE_ACCOUNT);
    jest.mocked(createAccount).mockResolvedValue(COMPLETE_ACCOUNT);
    const user = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Jane');
    await fill(user, /^Phone/, '312-555-0100');
    fillDate(/^Date of birth/, '1985-04-02');
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'female');
    await fill(user, /^Street number and name/, '1 Main St');
    await fill(user, /^City/, 'Peoria');
    await user.selectOptions(screen.getByLabelText(/^State \*/), 'IL');
    await fill(user, /^ZIP or postal code/, '61602');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const heading = await screen.findByRole('heading', { name: 'Athlete Membership' });
    expect(heading).toHaveFocus();
    expect(jest.mocked(createAccount).mock.calls[0][1]).toMatchObject({
      uid: 'uid-1',
      email: 'jane@example.com',
      authMethod: 'google',
      securityCheckId: null,
      profile: { first_name: 'Jane', last_name: 'Doe', phone: '312-555-0100', gender: 'female' },
    });
  });

  it('asks an email user without an account for a new security check before creating it', async () => {
    signedIn({ authMethod: 'email', emailVerified: true });
    myAccount.mockResolvedValue(null);
    jest
      .mocked(createAccount)
      .mockRejectedValueOnce(
        new ApiRequestError({ message: 'x', statusCode: 403, code: 'CAPTCHA_REQUIRED' }),
      )
      .mockResolvedValue(COMPLETE_ACCOUNT);
    const user = renderWizard();
    await screen.findByRole('heading', { name: 'Account Information' });
    await fill(user, /^Last name/, 'Doe');
    await fill(user, /^Phone/, '312-555-0100');
    fillDate(/^Date of birth/, '1985-04-02');
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'female');
    await fill(user, /^Street number and name/, '1 Main St');
    await fill(user, /^City/, 'Peoria');
    await user.selectOptions(screen.getByLabelText(/^State \*/), 'IL');
    await fill(user, /^ZIP or postal code/, '61602');
    const save = screen.getByRole('button', { name: 'Save and Continue' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pass the check' }));
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please complete the security verification first.',
    );
    expect(jest.mocked(createAccount).mock.calls[0][1].securityCheckId).toBe('check-2');
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('heading', { name: 'Athlete Membership' })).toBeInTheDocument();
  });

  it('completes an existing account instead of creating one, and shows a refusal', async () => {
    signedIn({});
    myAccount.mockResolvedValue({ ...COMPLETE_ACCOUNT, phone: null });
    jest.mocked(completeAccount).mockRejectedValue(
      new ApiRequestError({
        message: 'Validation failed',
        statusCode: 422,
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'phone', message: 'Phone is not reachable' }],
      }),
    );
    const user = renderWizard();
    await screen.findByRole('heading', { name: 'Account Information' });
    await fill(user, /^Phone/, '312-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone is not reachable');
    expect(createAccount).not.toHaveBeenCalled();
  });

  it('starts a complete account at the membership step, with oneself chosen', async () => {
    signedIn({});
    myAccount.mockResolvedValue(COMPLETE_ACCOUNT);
    renderWizard({ initialTier: 'basic' });
    expect(await screen.findByRole('heading', { name: 'Athlete Membership' })).not.toHaveFocus();
    expect(screen.getByRole('radio', { name: 'For myself' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Selected' })).toHaveAccessibleDescription(
      'Basic Member',
    );
  });

  it('chooses someone else when the account holder already has a membership', async () => {
    signedIn({});
    myAccount.mockResolvedValue(COMPLETE_ACCOUNT);
    myMemberships.mockResolvedValue([
      membershipRecord({ status: 'in_review', paymentStatus: 'pending', isSelfRegistration: true }),
    ]);
    renderWizard();
    await screen.findByRole('heading', { name: 'Athlete Membership' });
    expect(screen.getByRole('radio', { name: 'For myself' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /For someone else/ })).toBeChecked();
  });

  it('tells an active, paid member their membership needs no application, before any form', async () => {
    signedInWithOwnPaidMembership(IN_90_DAYS);
    const user = renderWizard({ startStep: 'membership' });
    expect(
      await screen.findByText('Your membership is already active and paid.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('To make any membership changes, please contact the administrator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review Application' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Athlete's first name/)).not.toBeInTheDocument();

    // A member may still apply for a child.
    await user.click(screen.getByRole('button', { name: 'Register someone else' }));
    expect(screen.getByRole('radio', { name: /For someone else/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Review Application' })).toBeEnabled();
  });

  it("opened by My Account's 'Add New Membership', goes straight to the form for an active, paid member", async () => {
    signedInWithOwnPaidMembership(IN_90_DAYS);
    renderWizard({ startStep: 'membership', adding: true });
    expect(await screen.findByRole('radio', { name: /For someone else/ })).toBeChecked();
    expect(screen.queryByText('Your membership is already active and paid.')).toBeNull();
  });

  it('lets a member whose own membership has expired apply for someone else at once', async () => {
    signedInWithOwnPaidMembership('2020-01-01T00:00:00.000Z');
    renderWizard({ startStep: 'membership' });
    expect(await screen.findByLabelText(/^Athlete's first name/)).toBeInTheDocument();
    expect(
      screen.queryByText('Your membership is already active and paid.'),
    ).not.toBeInTheDocument();
  });

  it('reviews, submits and confirms an application, keeping answers on the way back', async () => {
    signedIn({});
    myAccount.mockResolvedValue(COMPLETE_ACCOUNT);
    // The API's answer is not read: the wizard confirms from what it sent.
    jest.mocked(createMembership).mockResolvedValue({} as MembershipWire);
    sessionStorage.setItem(
      INCOMPLETE_REGISTRATION_KEY,
      '{"uid":"uid-1","email":"x@y.z","tier":"basic"}',
    );
    const onComplete = jest.fn();
    const user = renderWizard({ onComplete });
    await screen.findByRole('heading', { name: 'Athlete Membership' });
    await fillChildApplication(user);
    await user.click(screen.getByRole('button', { name: 'Review Application' }));
    expect(await screen.findByRole('heading', { name: 'Application Review' })).toHaveFocus();
    expect(screen.getByText('Sam Doe')).toBeInTheDocument();
    expect(screen.getByText('Jane Doe (parent)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Athlete's first name/)).toHaveValue('Sam');
    await user.click(screen.getByRole('button', { name: 'Review Application' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));

    expect(
      await screen.findByRole('heading', { name: 'Application Submitted' }),
    ).toBeInTheDocument();
    const { payload } = jest.mocked(createMembership).mock.calls[0][1];
    expect(payload).toMatchObject({
      is_self_registration: false,
      membership_tier: 'champion',
      personal_info: { first_name: 'Sam', parent_name: 'Jane Doe (parent)' },
    });
    expect(screen.getByRole('link', { name: 'Check Application Status' })).toHaveAttribute(
      'href',
      '/my-account?tab=membership',
    );
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_DATA_KEY) ?? '{}')).toMatchObject({
      personalInfo: { firstName: 'Sam' },
    });
    expect(sessionStorage.getItem(INCOMPLETE_REGISTRATION_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(onComplete).toHaveBeenCalled();
  });

  it("shows the server's refusal of an application, else 'An error occurred'", async () => {
    signedIn({});
    myAccount.mockResolvedValue(COMPLETE_ACCOUNT);
    jest
      .mocked(createMembership)
      .mockRejectedValueOnce(
        new ApiRequestError({ message: 'dup', statusCode: 409, code: 'DUPLICATE_RESOURCE' }),
      );
    jest.mocked(createMembership).mockRejectedValueOnce(new Error('offline'));
    const user = renderWizard({ startStep: 'membership' });
    await screen.findByRole('heading', { name: 'Athlete Membership' });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await fillChildApplication(user);
    await user.click(screen.getByRole('button', { name: 'Review Application' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A membership already exists for this person',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred'));
    expect(
      screen.queryByRole('heading', { name: 'Application Submitted' }),
    ).not.toBeInTheDocument();
  });

  it('sends a visitor whose new account got no membership to the join page with the issue', async () => {
    signedIn({});
    myAccount.mockResolvedValueOnce(null).mockResolvedValue(COMPLETE_ACCOUNT);
    jest.mocked(createAccount).mockResolvedValue(COMPLETE_ACCOUNT);
    jest
      .mocked(createMembership)
      .mockRejectedValue(new ApiRequestError({ message: '', statusCode: 500, code: 'API_ERROR' }));
    function JoinProbe() {
      const { search } = useLocation();
      return <p>join page {search}</p>;
    }
    renderWithConfig(
      <Routes>
        <Route path="/register" element={<RegistrationWizard />} />
        <Route path="/join" element={<JoinProbe />} />
      </Routes>,
      { route: '/register' },
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Account Information' });
    await fill(user, /^Phone/, '312-555-0100');
    fillDate(/^Date of birth/, '1985-04-02');
    await user.selectOptions(screen.getByLabelText(/^Gender/), 'female');
    await fill(user, /^Street number and name/, '1 Main St');
    await fill(user, /^City/, 'Peoria');
    await user.selectOptions(screen.getByLabelText(/^State \*/), 'IL');
    await fill(user, /^ZIP or postal code/, '61602');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await screen.findByRole('heading', { name: 'Athlete Membership' });
    await fillChildApplication(user);
    await user.click(screen.getByRole('button', { name: 'Review Application' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText('join page ?registered=true&membership=failed'),
    ).toBeInTheDocument();
  });

  it('ends an unverified email sign-up on Check Your Email and keeps its place', async () => {
    signedIn({ authMethod: 'email', emailVerified: false });
    myAccount.mockResolvedValue({ ...COMPLETE_ACCOUNT, phone: null });
    jest.mocked(completeAccount).mockResolvedValue(COMPLETE_ACCOUNT);
    jest.mocked(resendVerificationEmail).mockResolvedValue();
    const user = renderWizard({ initialTier: 'basic' });
    await screen.findByRole('heading', { name: 'Account Information' });
    myAccount.mockResolvedValue(COMPLETE_ACCOUNT);
    await fill(user, /^Phone/, '312-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toHaveFocus();
    expect(JSON.parse(sessionStorage.getItem(INCOMPLETE_REGISTRATION_KEY) ?? '{}')).toEqual({
      uid: 'uid-1',
      email: 'jane@example.com',
      tier: 'basic',
    });
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText(
        'Verification email sent successfully! Please check your inbox and spam folder.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signOut).toHaveBeenCalled();
  });
});
