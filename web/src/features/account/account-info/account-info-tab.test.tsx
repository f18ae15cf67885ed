import { apiErrorBody } from '@domain/api-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { COMPLETE_ACCOUNT } from '../../../components/set-up-account/testing/fixtures';
import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { IdentityError } from '../../../lib/auth/identity-error';
import { resendVerification } from '../../../lib/auth/resend-verification';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import type { AccountRecord } from '../../../lib/records/records';
import type { SessionUser } from '../../../lib/session/session-user';
import { apiError, apiHandler, apiServer, sentTo, serveApi } from '../../../testing/api-server';
import { accountRecord } from '../../../testing/records';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { AccountInfoTab } from './account-info-tab';

jest.setTimeout(30_000);
jest.mock('../../../lib/auth/resend-verification', () => ({ resendVerification: jest.fn() }));
jest.mock('../../../lib/auth/password-reset', () => ({ sendPasswordReset: jest.fn() }));
jest.mock('../../../lib/firebase/load-firebase', () => ({ loadFirebase: jest.fn() }));

const user: SessionUser = {
  uid: 'u1',
  email: 'paul@example.org',
  displayName: 'Paul Novak',
  photoURL: null,
  emailVerified: false,
  isAdmin: false,
};

const account = accountRecord({
  id: 'u1',
  email: 'paul@example.org',
  role: 'member',
  firstName: '',
  lastName: '',
  phone: '630-555-0122',
  dateOfBirth: null,
  gender: null,
});

const renderTab = (record: AccountRecord | null = account) =>
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <AccountInfoTab user={user} account={record} complete={false} />
    </ConfigContext.Provider>,
  );

/** The language of each save, in order. */
let saveLanguages: (string | null)[] = [];
const saves = () => sentTo('PUT /accounts/{id}');

serveApi();

describe('AccountInfoTab', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-u1'));
    saveLanguages = [];
    apiServer.use(
      apiHandler('PUT /accounts/{id}', ({ params, request }) => {
        saveLanguages.push(request.headers.get('Accept-Language'));
        return { ...COMPLETE_ACCOUNT, id: params.id };
      }),
    );
  });

  it('starts editing from the split display name and saves without an empty date of birth or gender', async () => {
    renderTab();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Paul');
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Novak');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saves()).toEqual([
        {
          params: { id: 'u1' },
          body: {
            first_name: 'Paul',
            last_name: 'Novak',
            email: 'paul@example.org',
            phone: '630-555-0122',
          },
          query: {},
        },
      ]),
    );
    expect(saveLanguages).toEqual(['en']);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('splits a display name as the account set-up does: the last word is the last name', async () => {
    renderWithProviders(
      <ConfigContext.Provider value={emulatorTestConfig()}>
        <AccountInfoTab
          user={{ ...user, displayName: 'Ana María López' }}
          account={account}
          complete={false}
        />
      </ConfigContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ana María');
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('López');
  });

  it('marks an empty phone as required and sends nothing', async () => {
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText(/Phone/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it("refuses a phone number the API would refuse, with the schema's message under it", async () => {
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByLabelText(/Phone/));
    await userEvent.type(screen.getByLabelText(/Phone/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('refuses a ZIP code the API would refuse once an address is typed', async () => {
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText(/Street/), '1 Main St');
    await userEvent.type(screen.getByLabelText(/City/), 'Chicago');
    await userEvent.type(screen.getByLabelText(/ZIP/), '606');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a 5 or 9 digit ZIP code.')).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it("shows the server's message when the save fails, and Cancel returns to the read view", async () => {
    const refused = apiErrorBody('VALIDATION_ERROR', 'checkInformation', [
      { field: 'phone', message: 'validation.phone' },
    ]);
    apiServer.use(apiHandler('PUT /accounts/{id}', () => apiError(400, refused)));
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Please check your information and try again Please enter a valid phone number.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('asks to wait for the account data before editing', async () => {
    renderTab(null);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Please wait for account data to load')).toBeInTheDocument();
  });

  it('says the email is already verified when the resend finds it so', async () => {
    jest
      .mocked(resendVerification)
      .mockRejectedValue(new IdentityError('identity/already-verified', 'verified'));
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Resend Email Verification' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Email' }));
    expect(await screen.findByText('Your email is already verified!')).toBeInTheDocument();
  });

  it('confirms a sent verification email', async () => {
    jest.mocked(resendVerification).mockResolvedValue();
    renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Resend Email Verification' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Email' }));
    expect(
      await screen.findByText(
        'Verification email sent successfully! Please check your inbox and spam folder.',
      ),
    ).toBeInTheDocument();
  });
});
