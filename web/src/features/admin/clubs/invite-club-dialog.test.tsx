import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { createClubInvitation } from '../api/clubs-api';

import { InviteClubDialog } from './invite-club-dialog';

jest.mock('../api/clubs-api');
jest.setTimeout(30_000);

const create = jest.mocked(createClubInvitation);

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

beforeEach(() => create.mockReset());

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
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and email and hands back the invitation', async () => {
    const invitation = {
      invite_code: 'CODE123',
      registration_link: 'http://localhost/register-club?invite_code=CODE123',
      club_name: 'Prairie State',
      club_id: 'club-1',
    };
    create.mockResolvedValue(invitation);
    const { name, email, send, onInvited } = renderDialog();
    await userEvent.type(name, '  Prairie State ');
    await userEvent.type(email, ' owner@prairie.example ');
    await userEvent.click(send);
    expect(create).toHaveBeenCalledWith(expect.anything(), {
      club_name: 'Prairie State',
      club_email: 'owner@prairie.example',
    });
    expect(onInvited).toHaveBeenCalledWith(invitation);
  });

  it("shows the server's message, or the spec's fallback, when the invitation fails", async () => {
    create.mockRejectedValueOnce(
      new ApiRequestError({
        code: 'DUPLICATE_RESOURCE',
        statusCode: 409,
        message: 'Already invited',
      }),
    );
    const { name, email, send } = renderDialog();
    await userEvent.type(name, 'Prairie State');
    await userEvent.type(email, 'owner@prairie.example');
    await userEvent.click(send);
    expect(await screen.findByText('Already invited')).toBeInTheDocument();
    create.mockRejectedValueOnce(new Error('network'));
    await userEvent.click(send);
    expect(
      await screen.findByText('Failed to send club invitation. Please try again.'),
    ).toBeInTheDocument();
  });
});
