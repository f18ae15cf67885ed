import { apiErrorBody } from '@domain/api-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';

import { ConfigContext } from '../../config/config-context';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import { apiError, apiHandler, apiServer, sentTo, serveApi } from '../../testing/api-server';
import { renderWithProviders } from '../../testing/render-with-providers';

import { HandoverPage } from './handover-page';

jest.mock('../../lib/firebase/load-firebase');
jest.mock('../../lib/session/session-provider');
jest.setTimeout(30_000);

const athlete = { uid: 'leo', email: 'leo@example.test', emailVerified: true } as SessionUser;
const invitation = {
  membership_id: 'm-1',
  athlete_name: 'Leo Novak',
  member_id: 'IL-2026-000042',
  email: 'leo@example.test',
  expires_at: '2027-07-04T15:00:00.000Z',
};

function renderPage(
  user: SessionUser | null,
  locale: 'en' | 'es' = 'en',
  route = '/handover?code=CODE1234',
) {
  jest.mocked(useSession).mockReturnValue({ user, confirmed: true, signOut: jest.fn() });
  return renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <Routes>
        <Route path="/handover" element={<HandoverPage />} />
        <Route path="/login" element={<p>Sign in page</p>} />
      </Routes>
    </ConfigContext.Provider>,
    { route, locale },
  );
}

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-leo'));
  apiServer.use(apiHandler('GET /handover/invitations/{code}', () => invitation));
});

describe('HandoverPage', () => {
  it('sends a signed-out visitor to the sign-in, to come back to the invitation', async () => {
    renderPage(null);
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(sentTo('GET /handover/invitations/{code}')).toEqual([]);
  });

  it('accepts with the read-access choice only after it is made and confirmed', async () => {
    apiServer.use(
      apiHandler('POST /handover/invitations/{code}/accept', () => ({
        membership_id: 'm-1',
        state: 'completed' as const,
        parent_read_access: true,
      })),
    );
    renderPage(athlete);
    expect(
      await screen.findByText(/The membership of Leo Novak \(member ID IL-2026-000042\)/),
    ).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Take over my membership' });
    expect(accept).toBeDisabled();
    const group = screen.getByRole('radiogroup');
    await userEvent.click(
      within(group).getByRole('radio', { name: 'Yes, they may keep read access' }),
    );
    await userEvent.click(accept);
    const dialog = await screen.findByRole('dialog', { name: 'Take over this membership?' });
    expect(dialog).toHaveTextContent('keeps read access');
    expect(sentTo('POST /handover/invitations/{code}/accept')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take over my membership' }));
    expect(
      await screen.findByText('The membership of Leo Novak is now in your account.'),
    ).toBeInTheDocument();
    expect(sentTo('POST /handover/invitations/{code}/accept')).toEqual([
      expect.objectContaining({ params: { code: 'CODE1234' }, body: { parent_read_access: true } }),
    ]);
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute(
      'href',
      '/my-account',
    );
  });

  it('declines after confirming', async () => {
    apiServer.use(
      apiHandler('POST /handover/invitations/{code}/decline', () => ({
        membership_id: 'm-1',
        state: 'declined' as const,
        parent_read_access: null,
      })),
    );
    renderPage(athlete);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the invitation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(sentTo('POST /handover/invitations/{code}/decline')).toHaveLength(1),
    );
    expect(await screen.findByText(/You declined/)).toBeInTheDocument();
  });

  it('says in Spanish why another address cannot open the invitation', async () => {
    apiServer.use(
      apiHandler('GET /handover/invitations/{code}', () =>
        apiError(403, apiErrorBody('FORBIDDEN', 'handover.wrongEmail')),
      ),
    );
    renderPage(athlete, 'es');
    expect(
      await screen.findByText(
        'Inicie sesión con la dirección de correo a la que se envió la invitación.',
      ),
    ).toBeInTheDocument();
  });

  it('says a link without a code cannot work', () => {
    renderPage(athlete, 'en', '/handover');
    expect(screen.getByText(/This link has no invitation code/)).toBeInTheDocument();
  });
});
