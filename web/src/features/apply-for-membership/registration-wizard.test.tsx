import { apiErrorBody } from '@domain/api-messages';
import type { AccountWire } from '@domain/wire/account';
import type { MembershipWire } from '@domain/wire/membership';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';

import type { CurrentIdentity } from '../../components/set-up-account/api/current-identity';
import { resendVerificationEmail } from '../../components/set-up-account/create-account/identity-actions';
import { fill, fillDate } from '../../components/set-up-account/testing/fill';
import { COMPLETE_ACCOUNT } from '../../components/set-up-account/testing/fixtures';
import { renderWithConfig } from '../../components/set-up-account/testing/render-account-steps';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import {
  apiError,
  apiHandler,
  apiServer,
  networkFailure,
  sentTo,
  serveApi,
  serverError,
} from '../../testing/api-server';
import { signedInFirebaseAs, signedOutFirebase } from '../../testing/firebase-session';
import { membershipWire } from '../../testing/wire-records';

import { RegistrationWizard } from './registration-wizard';
import { INCOMPLETE_REGISTRATION_KEY } from './storage/incomplete-registration';
import { REGISTRATION_DATA_KEY } from './storage/registration-summary';
import { childApplication } from './testing/athlete-values-fixture';

jest.mock('../../lib/session/session-provider', () => ({ useSession: jest.fn() }));
jest.mock('../../lib/firebase/load-firebase');
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
  const { authMethod, ...person } = { ...IDENTITY, ...who };
  jest.mocked(loadFirebase).mockResolvedValue(
    who
      ? signedInFirebaseAs({
          ...person,
          providerId: authMethod === 'email' ? undefined : `${authMethod}.com`,
        })
      : signedOutFirebase(),
  );
}

/** Answers the caller's account with each of `accounts` in turn, the last from then on. */
function serveAccount(...accounts: (AccountWire | null)[]) {
  let next = 0;
  apiServer.use(
    apiHandler('GET /accounts/me/all', () => {
      const account = accounts[Math.min(next++, accounts.length - 1)];
      return { accounts: account ? [account] : [], total: account ? 1 : 0 };
    }),
  );
}

let accountChecks: (string | null)[] = [];
type AccountAnswer = AccountWire | ReturnType<typeof apiError>;
/** POST /accounts, recording the security check each request carried (null: none). */
const createAccount = (answer: () => AccountAnswer, options?: { once: boolean }) =>
  apiHandler(
    'POST /accounts',
    ({ request }) => {
      accountChecks.push(request.headers.get('X-Security-Check'));
      return answer();
    },
    options,
  );

const serveMemberships = (memberships: MembershipWire[]) =>
  apiServer.use(
    apiHandler('GET /memberships/me/all', () => ({ memberships, total: memberships.length })),
  );

const IN_90_DAYS = new Date(Date.now() + 90 * 24 * 3600 * 1000).toISOString();

/** A signed-in member with a complete account and their own active, paid membership. */
function signedInWithOwnPaidMembership(expiresAt: string) {
  signedIn({});
  serveAccount(COMPLETE_ACCOUNT);
  serveMemberships([
    membershipWire({
      status: 'active',
      payment_status: 'paid',
      is_self_registration: true,
      expires_at: expiresAt,
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

serveApi();

beforeEach(() => {
  jest.clearAllMocks();
  accountChecks = [];
  sessionStorage.clear();
  serveMemberships([]);
  apiServer.use(apiHandler('GET /clubs/approved', () => ({ clubs: [] })));
});

describe('the registration wizard', () => {
  it('starts a visitor at Create Account', async () => {
    signedIn(null);
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('starts an account without details at Account Information and creates the account', async () => {
    signedIn({});
    serveAccount(null, COMPLETE_ACCOUNT);
    apiServer.use(createAccount(() => COMPLETE_ACCOUNT));
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
    expect(accountChecks).toEqual([null]);
    expect(sentTo('POST /accounts')[0]?.body).toMatchObject({
      firebase_user_id: 'uid-1',
      email: 'jane@example.com',
      auth_method: 'google',
      first_name: 'Jane',
      last_name: 'Doe',
      phone: '312-555-0100',
      gender: 'female',
    });
  });

  it('asks an email user without an account for a new security check before creating it', async () => {
    signedIn({ authMethod: 'email', emailVerified: true });
    serveAccount(null);
    apiServer.use(
      createAccount(
        () => apiError(403, apiErrorBody('CAPTCHA_REQUIRED', 'captcha.completeFirst')),
        {
          once: true,
        },
      ),
      createAccount(() => COMPLETE_ACCOUNT),
    );
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
    expect(accountChecks[0]).toBe('check-2');
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pass the check' }));
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('heading', { name: 'Athlete Membership' })).toBeInTheDocument();
  });

  it('completes an existing account instead of creating one, and shows a refusal', async () => {
    signedIn({});
    serveAccount({ ...COMPLETE_ACCOUNT, phone: null });
    apiServer.use(
      apiHandler('PUT /accounts/{id}/complete', () =>
        apiError(422, {
          detail: 'Validation failed',
          code: 'VALIDATION_ERROR',
          message_key: 'validationFailed',
          params: {},
          errors: [{ field: 'phone', message: 'Phone is not reachable' }],
        }),
      ),
    );
    const user = renderWizard();
    await screen.findByRole('heading', { name: 'Account Information' });
    await fill(user, /^Phone/, '312-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone is not reachable');
    expect(sentTo('POST /accounts')).toEqual([]);
  });

  it('starts a complete account at the membership step, with oneself chosen', async () => {
    signedIn({});
    serveAccount(COMPLETE_ACCOUNT);
    renderWizard({ initialTier: 'basic' });
    expect(await screen.findByRole('heading', { name: 'Athlete Membership' })).not.toHaveFocus();
    expect(screen.getByRole('radio', { name: 'For myself' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Selected' })).toHaveAccessibleDescription(
      'Basic Member',
    );
  });

  it('chooses someone else when the account holder already has a membership', async () => {
    signedIn({});
    serveAccount(COMPLETE_ACCOUNT);
    serveMemberships([
      membershipWire({
        status: 'in_review',
        payment_status: 'pending',
        is_self_registration: true,
      }),
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
    serveAccount(COMPLETE_ACCOUNT);
    // The API's answer is not read: the wizard confirms from what it sent.
    apiServer.use(apiHandler('POST /memberships', () => membershipWire()));
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
    expect(sentTo('POST /memberships')[0]?.body).toMatchObject({
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

  // Every failure of a call reaches the wizard as an API error: offline is the other case.
  it("shows the server's refusal of an application, else that the network is down", async () => {
    signedIn({});
    serveAccount(COMPLETE_ACCOUNT);
    apiServer.use(
      apiHandler(
        'POST /memberships',
        () =>
          apiError(409, {
            detail: 'dup',
            code: 'DUPLICATE_RESOURCE',
            message_key: 'duplicate',
            params: {},
          }),
        { once: true },
      ),
      apiHandler('POST /memberships', () => networkFailure()),
    );
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
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Network error. Please check your connection',
      ),
    );
    expect(
      screen.queryByRole('heading', { name: 'Application Submitted' }),
    ).not.toBeInTheDocument();
  });

  it('sends a visitor whose new account got no membership to the join page with the issue', async () => {
    signedIn({});
    serveAccount(null, COMPLETE_ACCOUNT);
    apiServer.use(
      apiHandler('POST /accounts', () => COMPLETE_ACCOUNT),
      apiHandler('POST /memberships', () => serverError()),
    );
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
    serveAccount({ ...COMPLETE_ACCOUNT, phone: null });
    apiServer.use(apiHandler('PUT /accounts/{id}/complete', () => COMPLETE_ACCOUNT));
    jest.mocked(resendVerificationEmail).mockResolvedValue();
    const user = renderWizard({ initialTier: 'basic' });
    await screen.findByRole('heading', { name: 'Account Information' });
    serveAccount(COMPLETE_ACCOUNT);
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
