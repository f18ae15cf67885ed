import { apiErrorBody } from '@domain/api-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import {
  apiError,
  apiHandler,
  apiServer,
  sentTo,
  serveApi,
  serverError,
} from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { InviteClubDialog } from './invite-club-dialog';

jest.mock('../../../lib/firebase/load-firebase');
jest.setTimeout(30_000);

const invitation = {
  invite_code: 'CODE123',
  registration_link: 'http://localhost/register-club?invite_code=CODE123',
  club_name: 'Prairie State',
  club_id: 'club-1',
};

/** The invitations the dialog sent. */
const sent = () => sentTo('POST /club-memberships/invitations').map(({ body }) => body);

function renderDialog(onInvited = jest.fn()) {
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <InviteClubDialog open onClose={jest.fn()} onInvited={onInvited} />
    </ConfigContext.Provider>,
  );
  return {
    name: screen.getByRole('textbox', { name: 'Club Name' }),
    email: screen.getByRole('textbox', { name: 'Club Email' }),
    send: screen.getByRole('button', { name: 'Send Invitation' }),
    onInvited,
  };
}

serveApi();

beforeEach(() => {
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
  apiServer.use(apiHandler('POST /club-memberships/invitations', () => invitation));
});

describe('Invite a New Club', () => {
  it('keeps Send disabled while either value is empty after trimming', async () => {
    const { name, email, send } = renderDialog();
    expect(send).toBeDisabled();
    await userEvent.type(name, '   ');
    await userEvent.type(email, 'club@example.org');
    expect(send).toBeDisabled();
    await userEvent.type(name, 'Prairie');
    expect(send).toBeEnabled();
  });

  it('refuses an email that is not a simple address', async () => {
    const { name, email, send } = renderDialog();
    await userEvent.type(name, 'Prairie State');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(send);
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('refuses what the API would refuse, by the domain schema, under the field', async () => {
    const { name, email, send } = renderDialog();
    await userEvent.type(name, 'Prairie State');
    await userEvent.type(email, 'owner@prairie.example.');
    await userEvent.click(send);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Club Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await userEvent.clear(email);
    await userEvent.type(email, `${'x'.repeat(250)}@prairie.example`);
    await userEvent.click(send);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('sends the trimmed name and email and hands back the invitation', async () => {
    const { name, email, send, onInvited } = renderDialog();
    await userEvent.type(name, '  Prairie State ');
    await userEvent.type(email, ' owner@prairie.example ');
    await userEvent.click(send);
    await waitFor(() => expect(onInvited).toHaveBeenCalledWith(invitation));
    expect(sent()).toEqual([{ club_name: 'Prairie State', club_email: 'owner@prairie.example' }]);
  });

  it("shows the server's message, or the spec's fallback, when the invitation fails", async () => {
    apiServer.use(
      apiHandler(
        'POST /club-memberships/invitations',
        () => apiError(409, apiErrorBody('DUPLICATE_RESOURCE', 'account.emailTaken')),
        { once: true },
      ),
      apiHandler('POST /club-memberships/invitations', () => serverError()),
    );
    const { name, email, send } = renderDialog();
    await userEvent.type(name, 'Prairie State');
    await userEvent.type(email, 'owner@prairie.example');
    await userEvent.click(send);
    expect(await screen.findByText('Another account uses this email.')).toBeInTheDocument();
    await userEvent.click(send);
    expect(
      await screen.findByText('Failed to send club invitation. Please try again.'),
    ).toBeInTheDocument();
  });
});
