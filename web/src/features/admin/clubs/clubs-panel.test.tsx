import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import {
  listClubMemberships,
  revokeClubInvitation,
  updateClubMembership,
} from '../../../lib/admin/clubs-api';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import type { ClubRecord } from '../../../lib/clubs/club-record';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { ClubsPanel } from './clubs-panel';

jest.mock('../../../lib/admin/clubs-api');
jest.setTimeout(30_000);

const invited: ClubRecord = {
  id: 'club-invited',
  status: 'invite_created',
  invite_code: 'INVITE_CODE_123',
  payment_status: null,
  club_info: { club_name: 'Prairie State Taekwondo', club_email: 'owner@prairie.example' },
};
const active: ClubRecord = {
  id: 'club-active',
  member_id: 'CL-2026-0001',
  status: 'active',
  payment_status: 'paid',
  club_info: { club_name: 'Lakeshore Taekwondo', club_owner_name: 'Daniel Kim' },
};

function renderPanel() {
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <ClubsPanel />
    </ConfigContext.Provider>,
  );
}

beforeEach(() => {
  jest.mocked(listClubMemberships).mockResolvedValue({ items: [invited, active], total: 2 });
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
    jest.mocked(revokeClubInvitation).mockResolvedValue(undefined);
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Revoke the invitation of Prairie State Taekwondo',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke invitation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(revokeClubInvitation).toHaveBeenCalledWith(expect.anything(), 'INVITE_CODE_123');
  });

  it('changes a club status inline, sending the status alone', async () => {
    jest.mocked(updateClubMembership).mockResolvedValue(active);
    renderPanel();
    await userEvent.click(
      await screen.findByRole('combobox', { name: 'Status of Prairie State Taekwondo' }),
    );
    await userEvent.click(screen.getByRole('option', { name: 'APPROVED' }));
    expect(updateClubMembership).toHaveBeenCalledWith(expect.anything(), 'club-invited', {
      status: 'approved',
    });
  });
});
