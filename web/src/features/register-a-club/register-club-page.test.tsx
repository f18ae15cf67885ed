import { apiErrorBody } from '@domain/api-messages';
import type { AnswerOf } from '@domain/contract/api-endpoints';
import type { ClubWire } from '@domain/wire/club';
import type { InviteValidationWire } from '@domain/wire/club-invitation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
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
} from '../../testing/api-server';
import { signedInFirebaseAs, signedOutFirebase } from '../../testing/firebase-session';
import { renderWithProviders } from '../../testing/render-with-providers';

import { RegisterClubPage } from './register-club-page';

jest.mock('../../lib/firebase/load-firebase');
jest.mock('../../lib/session/session-provider');
jest.mock('../../components/security-check/security-check', () => ({
  SecurityCheck: ({ onVerified }: { onVerified: (id: string) => void }) => (
    <button type="button" onClick={() => onVerified('check-1')}>
      Pass the check
    </button>
  ),
}));

const invited: ClubWire = {
  id: 'club-1',
  user_id: null,
  member_id: null,
  default_coach_member_id: null,
  default_coach_membership_id: null,
  status: 'invite_created',
  payment_status: 'pending',
  invite_code: 'PRAIRIE',
  created_at: '2026-10-01T10:00:00.000Z',
  updated_at: '2026-10-01T10:00:00.000Z',
  expires_at: null,
  status_reason: null,
  status_changed_at: null,
  pending_club_name: null,
  deleted_at: null,
  club_info: {
    club_name: 'Prairie State Taekwondo',
    club_owner_name: '',
    club_address: '',
    club_email: 'owner@prairie.example',
    club_phone: '',
    club_logo: null,
  },
  name: 'Prairie State Taekwondo',
  owner: '',
  address: '',
  email: 'owner@prairie.example',
  phone: '',
  logo: null,
};
const VALID: InviteValidationWire = {
  valid: true,
  error: null,
  error_key: null,
  club_name: 'Prairie State Taekwondo',
};
const BY_CODE = 'GET /club-memberships/by-invite-code/{code}';
const VALIDATE = 'POST /club-memberships/validate-invite';
type Validation = AnswerOf<typeof VALIDATE> | ReturnType<typeof apiError>;
let checks: { code: string; check: string | null }[] = [];
/** The code each validation asked about and the security check it carried (null: none). */
const checksSent = () => checks;
const validate = (answer: () => Validation | Promise<Validation>, options?: { once: boolean }) =>
  apiHandler(
    VALIDATE,
    ({ body, request }) => {
      checks.push({ code: body.invite_code, check: request.headers.get('X-Security-Check') });
      return answer();
    },
    options,
  );

const page = () => (
  <ConfigContext.Provider value={emulatorTestConfig()}>
    <RegisterClubPage />
  </ConfigContext.Provider>
);

function renderPage(route: string, locale: 'en' | 'es' = 'en') {
  return renderWithProviders(page(), { route, locale });
}

const owner = { uid: 'u1', email: 'lee@example.org' } as SessionUser;

const LEE = {
  uid: 'u1',
  email: 'lee@example.org',
  emailVerified: true,
  providerId: 'google.com',
  displayName: 'Lee Park',
};

function signIn(user: SessionUser | null) {
  jest.mocked(useSession).mockReturnValue({ user, confirmed: true, signOut: jest.fn() });
  jest.mocked(loadFirebase).mockResolvedValue(user ? signedInFirebaseAs(LEE) : signedOutFirebase());
}

/** Answers once `release` is called, so a test sees the page while it waits. */
function heldAnswer<T>(answer: T) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release: () => release(), answer: async () => (await held, answer) };
}

serveApi();

beforeEach(() => {
  checks = [];
  signIn(owner);
  apiServer.use(apiHandler('GET /accounts/me/all', () => ({ accounts: [], total: 0 })));
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
    expect(sentTo(BY_CODE)).toEqual([]);
  });

  it('validates the code, then shows the reason and the way home when it is invalid', async () => {
    const offline = heldAnswer(networkFailure());
    apiServer.use(apiHandler(BY_CODE, offline.answer));
    renderPage('/register-club?invite_code=USED');
    expect(screen.getByText('Validating Invitation')).toBeInTheDocument();
    offline.release();
    expect(
      await screen.findByText('Failed to validate invite code. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid Invitation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });

  it("shows a visitor the invited club's name before the security check, then the wizard after it", async () => {
    signIn(null);
    const first = heldAnswer(VALID);
    apiServer.use(
      validate(first.answer, { once: true }),
      validate(() => VALID),
    );
    renderPage('/register-club?invite_code=PRAIRIE');
    expect(await screen.findByText('Validating Invitation')).toBeInTheDocument();
    expect(screen.queryByText(/^You are invited/)).not.toBeInTheDocument();
    expect(screen.queryByText('Club Membership: $297 per year')).not.toBeInTheDocument();
    // The first look-up needs no security check.
    await waitFor(() => expect(checksSent()).toEqual([{ code: 'PRAIRIE', check: null }]));
    first.release();
    expect(await screen.findByText('Prairie State Taekwondo')).toBeInTheDocument();
    expect(screen.getByText('You are invited to register')).toBeInTheDocument();
    expect(screen.getByText('Club Membership: $297 per year')).toBeInTheDocument();
    expect(sentTo(BY_CODE)).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Create Account' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify Security' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass the check' }));
    await waitFor(() => expect(checksSent().at(-1)).toEqual({ code: 'PRAIRIE', check: 'check-1' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fregister-club%3Finvite_code%3DPRAIRIE',
    );
  });

  it('tells a visitor a used code is invalid before any security check, in Spanish', async () => {
    signIn(null);
    apiServer.use(
      validate(() => ({
        valid: false,
        error: 'This invitation has already been used or is no longer valid.',
        error_key: 'clubInvite.alreadyUsed',
        club_name: null,
      })),
    );
    renderPage('/register-club?invite_code=USED', 'es');
    expect(await screen.findByText('Invitación no válida')).toBeInTheDocument();
    expect(screen.getByText('Esta invitación ya se usó o ya no es válida.')).toBeInTheDocument();
    expect(screen.queryByText(/^Está invitado/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\$297/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verificar seguridad' })).not.toBeInTheDocument();
  });

  it('says so when a visitor has tried too many codes', async () => {
    signIn(null);
    apiServer.use(
      validate(() => apiError(429, apiErrorBody('TOO_MANY_REQUESTS', 'clubInvite.tooManyInvalid'))),
    );
    renderPage('/register-club?invite_code=GUESS');
    expect(await screen.findByText('Invalid Invitation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Security' })).not.toBeInTheDocument();
  });

  it('keeps the wizard when the visitor signs up in it (no second lookup)', async () => {
    signIn(null);
    apiServer.use(validate(() => VALID));
    const { rerender } = renderPage('/register-club?invite_code=PRAIRIE');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Security' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass the check' }));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    signIn(owner);
    rerender(page());
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.queryByText('Validating Invitation')).not.toBeInTheDocument();
    expect(sentTo(BY_CODE)).toEqual([]);
  });

  it('says an unknown or expired code could not be found', async () => {
    apiServer.use(
      apiHandler(BY_CODE, () =>
        apiError(404, {
          detail: 'Invitation not found',
          code: 'NOT_FOUND',
          message_key: 'notFound',
          params: {},
        }),
      ),
    );
    renderPage('/register-club?invite_code=NOPE');
    expect(
      await screen.findByText(
        'The club invitation could not be found or has expired. Please check your invitation link.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the invited club, $297 per year and the benefits, then the wizard after Verify Security', async () => {
    apiServer.use(
      apiHandler(BY_CODE, () => invited),
      validate(() => VALID),
    );
    renderPage('/register-club?invite_code=PRAIRIE');
    expect(await screen.findByText('Prairie State Taekwondo')).toBeInTheDocument();
    expect(screen.getByText('Club Membership: $297 per year')).toBeInTheDocument();
    expect(screen.getByText('Up to 50 individual memberships included')).toBeInTheDocument();
    expect(screen.queryByText('Account Information')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify Security' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass the check' }));
    await waitFor(() => expect(checksSent()).toContainEqual({ code: 'PRAIRIE', check: 'check-1' }));
    expect(await screen.findByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Lee');
  });

  it('turns to Invalid Invitation when the server refuses the code after the check', async () => {
    apiServer.use(
      apiHandler(BY_CODE, () => invited),
      validate(() => ({
        valid: false,
        error:
          'The club invitation could not be found or has expired. Please check your invitation link.',
        error_key: 'clubInvite.expired',
        club_name: null,
      })),
    );
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
