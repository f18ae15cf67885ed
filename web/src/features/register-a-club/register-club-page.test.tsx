import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { currentIdentity } from '../../components/set-up-account/api/current-identity';
import { getMyAccount } from '../../components/set-up-account/api/get-my-account';
import { ConfigContext } from '../../config/config-context';
import { ApiRequestError } from '../../lib/api/api-client';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import { clubRecord } from '../../testing/records';
import { renderWithProviders } from '../../testing/render-with-providers';

import { getClubByInviteCode, validateInvite, type InviteValidation } from './api/club-invite-api';
import { RegisterClubPage } from './register-club-page';

jest.mock('./api/club-invite-api');
jest.mock('../../components/set-up-account/api/current-identity');
jest.mock('../../components/set-up-account/api/get-my-account');
jest.mock('../../lib/session/session-provider');
jest.mock('../../components/security-check/security-check', () => ({
  SecurityCheck: ({ onVerified }: { onVerified: (id: string) => void }) => (
    <button type="button" onClick={() => onVerified('check-1')}>
      Pass the check
    </button>
  ),
}));

const invited = clubRecord({
  id: 'club-1',
  status: 'invite_created',
  inviteCode: 'PRAIRIE',
  clubName: 'Prairie State Taekwondo',
  clubEmail: 'owner@prairie.example',
});

const page = () => (
  <ConfigContext.Provider value={emulatorTestConfig()}>
    <RegisterClubPage />
  </ConfigContext.Provider>
);

function renderPage(route: string, locale: 'en' | 'es' = 'en') {
  return renderWithProviders(page(), { route, locale });
}

const owner = { uid: 'u1', email: 'lee@example.org' } as SessionUser;

function signIn(user: SessionUser | null) {
  jest.mocked(useSession).mockReturnValue({ user, confirmed: true, signOut: jest.fn() });
}

beforeEach(() => {
  jest.mocked(getClubByInviteCode).mockReset();
  jest.mocked(validateInvite).mockReset();
  signIn(owner);
  jest.mocked(currentIdentity).mockResolvedValue({
    uid: 'u1',
    email: 'lee@example.org',
    emailVerified: true,
    authMethod: 'google',
    displayName: 'Lee Park',
  });
  jest.mocked(getMyAccount).mockResolvedValue(null);
});

describe('RegisterClubPage', () => {
  it('explains that an invitation code is needed when the link has none', async () => {
    renderPage('/register-club');
    expect(
      await screen.findByText(
        'No invitation code provided. Club registration requires a valid invitation.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid Invitation')).toBeInTheDocument();
    expect(getClubByInviteCode).not.toHaveBeenCalled();
  });

  it('validates the code, then shows the reason and the way home when it is invalid', async () => {
    let reject: (error: unknown) => void = () => undefined;
    jest.mocked(getClubByInviteCode).mockReturnValue(
      new Promise((_, fail) => {
        reject = fail;
      }),
    );
    renderPage('/register-club?invite_code=USED');
    expect(screen.getByText('Validating Invitation')).toBeInTheDocument();
    reject(new Error('network'));
    expect(
      await screen.findByText('Failed to validate invite code. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid Invitation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });

  it("shows a visitor the invited club's name before the security check, then the wizard after it", async () => {
    signIn(null);
    let answer: (result: InviteValidation) => void = () => undefined;
    jest.mocked(validateInvite).mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    jest.mocked(validateInvite).mockResolvedValue({
      valid: true,
      error: null,
      error_key: null,
      club_name: 'Prairie State Taekwondo',
    });
    renderPage('/register-club?invite_code=PRAIRIE');
    expect(await screen.findByText('Validating Invitation')).toBeInTheDocument();
    expect(screen.queryByText(/^You are invited/)).not.toBeInTheDocument();
    expect(screen.queryByText('Club Membership: $297 per year')).not.toBeInTheDocument();
    // The first look-up needs no security check.
    expect(validateInvite).toHaveBeenCalledWith(expect.anything(), 'PRAIRIE', null, 'en');
    answer({ valid: true, error: null, error_key: null, club_name: 'Prairie State Taekwondo' });
    expect(await screen.findByText('Prairie State Taekwondo')).toBeInTheDocument();
    expect(screen.getByText('You are invited to register')).toBeInTheDocument();
    expect(screen.getByText('Club Membership: $297 per year')).toBeInTheDocument();
    expect(getClubByInviteCode).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Create Account' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify Security' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass the check' }));
    expect(validateInvite).toHaveBeenLastCalledWith(expect.anything(), 'PRAIRIE', 'check-1', 'en');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fregister-club%3Finvite_code%3DPRAIRIE',
    );
  });

  it('tells a visitor a used code is invalid before any security check, in Spanish', async () => {
    signIn(null);
    jest.mocked(validateInvite).mockResolvedValue({
      valid: false,
      error: 'This invitation has already been used or is no longer valid.',
      error_key: 'clubInvite.alreadyUsed',
      club_name: null,
    });
    renderPage('/register-club?invite_code=USED', 'es');
    expect(await screen.findByText('Invitación no válida')).toBeInTheDocument();
    expect(screen.getByText('Esta invitación ya se usó o ya no es válida.')).toBeInTheDocument();
    expect(screen.queryByText(/^Está invitado/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\$297/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verificar seguridad' })).not.toBeInTheDocument();
  });

  it('says so when a visitor has tried too many codes', async () => {
    signIn(null);
    jest.mocked(validateInvite).mockRejectedValue(
      new ApiRequestError({
        code: 'TOO_MANY_REQUESTS',
        statusCode: 429,
        message: 'Too many invalid invitation codes. Please try again later.',
      }),
    );
    renderPage('/register-club?invite_code=GUESS');
    expect(await screen.findByText('Invalid Invitation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Security' })).not.toBeInTheDocument();
  });

  it('keeps the wizard when the visitor signs up in it (no second lookup)', async () => {
    signIn(null);
    jest.mocked(validateInvite).mockResolvedValue({
      valid: true,
      error: null,
      error_key: null,
      club_name: 'Prairie State Taekwondo',
    });
    const { rerender } = renderPage('/register-club?invite_code=PRAIRIE');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Security' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass the check' }));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    signIn(owner);
    rerender(page());
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.queryByText('Validating Invitation')).not.toBeInTheDocument();
    expect(getClubByInviteCode).not.toHaveBeenCalled();
  });

  it('says an unknown or expired code could not be found', async () => {
    jest.mocked(getClubByInviteCode).mockRejectedValue(
      new ApiRequestError({
        code: 'NOT_FOUND',
        statusCode: 404,
        message: 'Invitation not found',
      }),
    );
    renderPage('/register-club?invite_code=NOPE');
    expect(
      await screen.findByText(
        'The club invitation could not be found or has expired. Please check your invitation link.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the invited club, $297 per year and the benefits, then the wizard after Verify Security', async () => {
    jest.mocked(getClubByInviteCode).mockResolvedValue(invited);
    jest.mocked(validateInvite).mockResolvedValue({
      valid: true,
      error: null,
      error_key: null,
      club_name: invited.clubName,
    });
    renderPage('/register-club?invite_code=PRAIRIE');
    expect(await screen.findByText('Prairie State Taekwondo')).toBeInTheDocument();
    expect(screen.getByText('Club Membership: $297 per year')).toBeInTheDocument();
    expect(screen.getByText('Up to 50 individual memberships included')).toBeInTheDocument();
    expect(screen.queryByText('Account Information')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify Security' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass the check' }));
    expect(validateInvite).toHaveBeenCalledWith(expect.anything(), 'PRAIRIE', 'check-1', 'en');
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Lee');
  });

  it('turns to Invalid Invitation when the server refuses the code after the check', async () => {
    jest.mocked(getClubByInviteCode).mockResolvedValue(invited);
    jest.mocked(validateInvite).mockResolvedValue({
      valid: false,
      error:
        'The club invitation could not be found or has expired. Please check your invitation link.',
      error_key: 'clubInvite.expired',
      club_name: null,
    });
    renderPage('/register-club?invite_code=PRAIRIE');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Security' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass the check' }));
    await waitFor(() => expect(screen.getByText('Invalid Invitation')).toBeInTheDocument());
    expect(
      screen.getByText(
        'The club invitation could not be found or has expired. Please check your invitation link.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderPage('/register-club', 'es');
    expect(
      await screen.findByText(
        'No se proporcionó ningún código de invitación. El registro de un club requiere una invitación válida.',
      ),
    ).toBeInTheDocument();
  });
});
