import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, sentTo, serveApi } from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { clubWire } from '../../../testing/wire-records';

import { ClubsPanel } from './clubs-panel';

jest.mock('../../../lib/firebase/load-firebase');
jest.setTimeout(30_000);

const invited = clubWire({
  id: 'club-invited',
  user_id: null,
  status: 'invite_created',
  invite_code: 'INVITE_CODE_123',
  payment_status: 'pending',
  club_info: {
    club_name: 'Prairie State Taekwondo',
    club_owner_name: '',
    club_email: 'owner@prairie.example',
  },
});
const active = clubWire({
  id: 'club-active',
  member_id: 'CL-2026-0001',
  status: 'active',
  payment_status: 'paid',
  expires_at: '2027-03-01T15:00:00.000Z',
  club_info: { club_name: 'Lakeshore Taekwondo', club_owner_name: 'Daniel Kim' },
});

function renderPanel(locale: 'en' | 'es' = 'en') {
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <ClubsPanel />
    </ConfigContext.Provider>,
    { locale },
  );
}

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
  apiServer.use(
    apiHandler('GET /club-memberships', () => ({ club_memberships: [invited, active], total: 2 })),
    apiHandler('PUT /club-memberships/{id}', ({ params }) => ({ ...invited, id: params.id })),
    apiHandler('POST /club-memberships/{id}/cancel', ({ params }) => ({
      ...active,
      id: params.id,
      status: 'cancelled',
    })),
  );
});

describe('All Clubs', () => {
  it('copies the link of an invited club, and only of an invited club', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPanel();
    const copy = await screen.findByRole('button', {
      name: 'Copy the invitation link of Prairie State Taekwondo',
    });
    expect(
      screen.queryByRole('button', { name: 'Copy the invitation link of Lakeshore Taekwondo' }),
    ).not.toBeInTheDocument();
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/register-club?invite_code=INVITE_CODE_123`,
    );
    expect(await screen.findByText('Invite link copied to clipboard!')).toBeInTheDocument();
  });

  it('revokes an invitation after confirmation', async () => {
    apiServer.use(
      apiHandler('POST /club-memberships/invitations/{code}/revoke', ({ params }) => ({
        invite_code: params.code,
        club_id: 'club-invited',
        revoked: true,
      })),
    );
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Revoke the invitation of Prairie State Taekwondo',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(
        sentTo('POST /club-memberships/invitations/{code}/revoke').map(({ params }) => params.code),
      ).toEqual(['INVITE_CODE_123']),
    );
  });

  it('changes a club status inline, sending the status alone', async () => {
    renderPanel();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of Prairie State Taekwondo' }),
      'APPROVED',
    );
    await waitFor(() =>
      expect(sentTo('PUT /club-memberships/{id}')).toEqual([
        { params: { id: 'club-invited' }, body: { status: 'approved' }, query: {} },
      ]),
    );
  });

  it('cancels a club only with a reason, after a red confirmation', async () => {
    renderPanel();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of Lakeshore Taekwondo' }),
      'REJECTED',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Lakeshore Taekwondo?' });
    expect(
      within(dialog).getByText(
        "The club's registration ends and the club leaves the public list of clubs. Its owner is emailed this reason and sees it on My Account.",
      ),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/membership/i);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Club closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel club registration' }));
    await waitFor(() =>
      expect(sentTo('POST /club-memberships/{id}/cancel')).toEqual([
        { params: { id: 'club-active' }, body: { reason: 'Club closed' }, query: {} },
      ]),
    );
    expect(sentTo('PUT /club-memberships/{id}')).toEqual([]);
  });

  it.each([
    ['en', 'SUSPENDED', 'Suspend', /the public list of clubs until it is activated again/],
    ['es', 'SUSPENDIDO', 'Suspender', /la lista pública de clubes hasta que se active de nuevo/],
    ['es', 'RECHAZADO', 'Cancelar el registro del club', /El registro del club termina/],
  ] as const)(
    'in %s, the status dialog for %s speaks of the club, not of a membership',
    async (locale, option, confirm, message) => {
      renderPanel(locale);
      await userEvent.selectOptions(
        await screen.findByRole('combobox', { name: /Lakeshore Taekwondo/ }),
        option,
      );
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      expect(dialog).not.toHaveTextContent(/membership|membresía/i);
      expect(within(dialog).getByRole('button', { name: confirm })).toBeInTheDocument();
    },
  );

  it('invites a club from its dialog, focused on the club name, and shows the invitation', async () => {
    apiServer.use(
      apiHandler('POST /club-memberships/invitations', () => ({
        invite_code: 'NEW_CODE',
        registration_link: 'https://example.org/register-club?invite_code=NEW_CODE',
        club_name: 'Riverside TKD',
        club_id: 'club-1',
      })),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a New Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a New Club' });
    const name = within(dialog).getByRole('textbox', { name: 'Club Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Riverside TKD');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Club Email' }),
      'owner@riverside.example',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the expiry date and filters on it', async () => {
    renderPanel();
    expect(await screen.findByText('Expires Mar 1, 2027')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Expiry' }), 'Expired');
    await waitFor(() =>
      expect(sentTo('GET /club-memberships').at(-1)?.query).toMatchObject({
        expiry: 'expired',
        skip: '0',
      }),
    );
  });
});

describe('All Clubs on a 1280 px screen', () => {
  it("keeps the status selector, expiry, payment and actions in the row; owner and contact in the row's details", async () => {
    renderPanel();
    await screen.findByRole('combobox', { name: 'Status of Lakeshore Taekwondo' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Club',
      'Status',
      'Expires',
      'Payment',
      'Actions',
      'Details',
    ]);
    expect(screen.queryByText('Daniel Kim')).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Show details of Lakeshore Taekwondo' }),
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Owner',
      'Contact',
    ]);
    expect(screen.getByText('Daniel Kim')).toBeInTheDocument();
  });
});
