import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithConfig } from '../../components/set-up-account/testing/render-account-steps';
import { useMyAccount, useMyClubs, useMyMemberships } from '../../lib/account/my-records';
import type { FirebaseServices } from '../../lib/firebase/init-firebase';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import type { SessionUser } from '../../lib/session/session-user';
import { sentTo, serveApi } from '../../testing/api-server';

import { MyAccountContent } from './my-account-content';

jest.mock('../../lib/account/my-records', () => ({
  useMyAccount: jest.fn(),
  useMyMemberships: jest.fn(),
  useMyClubs: jest.fn(),
}));
// The tabs read Firestore themselves; here only the choice between them and the setup counts.
jest.mock('./account-tabs', () => ({ AccountTabs: () => <p>The account tabs</p> }));
jest.mock('../../lib/firebase/load-firebase');
jest.mock('../../components/security-check/security-check', () => ({
  SecurityCheck: ({ onVerified }: { onVerified: (id: string) => void }) => (
    <button type="button" onClick={() => onVerified('check-1')}>
      Pass the check
    </button>
  ),
}));

const user = {
  uid: 'u1',
  email: 'ana@example.org',
  displayName: 'Ana María López',
  photoURL: null,
  emailVerified: true,
  isAdmin: false,
} satisfies SessionUser;

/** Ana signed in to Firebase, with Google or with her email and a password. */
function identityBy(authMethod: 'email' | 'google') {
  const currentUser = {
    uid: 'u1',
    email: 'ana@example.org',
    emailVerified: true,
    displayName: 'Ana María López',
    providerData: authMethod === 'google' ? [{ providerId: 'google.com' }] : [],
    getIdToken: async () => 'token-u1',
  };
  jest.mocked(loadFirebase).mockResolvedValue({
    auth: { currentUser, authStateReady: async () => undefined },
  } as unknown as FirebaseServices);
}

serveApi();

// The setup form is a lazy chunk: loaded here, its first import (over a second on a busy
// machine) does not eat into the first test's wait for the form.
beforeAll(() => import('./complete-account-setup'));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useMyAccount).mockReturnValue({ status: 'success', data: undefined });
  jest.mocked(useMyMemberships).mockReturnValue({ status: 'success', data: [] });
  jest.mocked(useMyClubs).mockReturnValue({ status: 'success', data: [] });
  identityBy('google');
});

describe('My Account without an account record', () => {
  it('shows the Complete Your Account Setup form itself, filled from the sign-in', async () => {
    renderWithConfig(<MyAccountContent user={user} />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Complete Your Account Setup' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ana María');
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveValue('López');
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Complete Account Setup' })).not.toBeInTheDocument();
    await waitFor(() => expect(loadFirebase).toHaveBeenCalled());
  });

  it('asks an email sign-up for the security check before the record can be created', async () => {
    identityBy('email');
    renderWithConfig(<MyAccountContent user={user} />, { locale: 'es' });
    const check = await screen.findByRole('button', { name: 'Pass the check' });
    expect(screen.getByRole('button', { name: 'Guardar y continuar' })).toBeDisabled();
    await userEvent.click(check);
    expect(screen.getByRole('button', { name: 'Guardar y continuar' })).toBeEnabled();
    expect(sentTo('POST /accounts')).toEqual([]);
  });
});

describe('My Account when the account cannot be read', () => {
  it('shows an error with Try Again instead of the setup form', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(useMyAccount).mockImplementation(() => {
      throw new Error('Missing or insufficient permissions.');
    });
    renderWithConfig(<MyAccountContent user={user} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We're having trouble loading your account information. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByText('Complete Your Account Setup')).not.toBeInTheDocument();
  });

  it('shows the same error when the read reports a failure', () => {
    jest
      .mocked(useMyAccount)
      .mockReturnValue({ status: 'error', data: undefined, error: new Error('unavailable') });
    renderWithConfig(<MyAccountContent user={user} />, { locale: 'es' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tenemos problemas para cargar la información de su cuenta. Inténtelo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
