import type { ClubWire } from '@domain/wire/club';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { clubRecord } from '../../../testing/records';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { getRecordHistory } from '../api/audit-api';
import { decideClubName, updateClubMembership } from '../api/clubs-api';

import { ClubEditDialog } from './club-edit-dialog';

jest.mock('../api/clubs-api');
jest.mock('../api/audit-api');
jest.setTimeout(30_000);

const club = clubRecord({
  id: 'club-active',
  status: 'active',
  paymentStatus: 'paid',
  clubName: 'Lakeshore Taekwondo',
  clubOwnerName: 'Daniel Kim',
  clubAddress: '3100 N Sheridan Rd, Chicago, IL 60657',
  clubEmail: 'info@lakeshore.example',
  clubPhone: '773-555-0145',
  clubLogo: null,
});

const clubInfo = {
  club_name: 'Lakeshore Taekwondo',
  club_owner_name: 'Daniel Kim',
  club_address: '3100 N Sheridan Rd, Chicago, IL 60657',
  club_email: 'info@lakeshore.example',
  club_phone: '773-555-0145',
  club_logo: null,
};

function renderDialog(shown = club) {
  const onSaved = jest.fn();
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <ClubEditDialog club={shown} onClose={jest.fn()} onSaved={onSaved} />
    </ConfigContext.Provider>,
  );
  return { onSaved, user: userEvent.setup({ delay: null }) };
}

async function chooseStatus(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: label }));
}

const reasonField = () => screen.queryByRole('textbox', { name: /^Reason/ });

beforeEach(() => {
  jest.mocked(getRecordHistory).mockResolvedValue([]);
  jest.mocked(updateClubMembership).mockResolvedValue({} as ClubWire);
});

describe('ClubEditDialog status reason', () => {
  it('asks for a reason only for a move into active, suspended or cancelled', async () => {
    const { user } = renderDialog();
    expect(reasonField()).not.toBeInTheDocument();
    await chooseStatus(user, 'APPROVED');
    expect(reasonField()).not.toBeInTheDocument();
    await chooseStatus(user, 'SUSPENDED');
    expect(reasonField()).toBeRequired();
    expect(screen.getByText('0 of 500 characters')).toBeInTheDocument();
  });

  it('refuses to save without the reason, then sends it with the status and details', async () => {
    const { onSaved, user } = renderDialog();
    await chooseStatus(user, 'SUSPENDED');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(updateClubMembership).not.toHaveBeenCalled();
    expect(reasonField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(reasonField() as HTMLElement, ' Insurance lapsed ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(updateClubMembership).toHaveBeenCalledWith(expect.anything(), 'club-active', {
      club_info: clubInfo,
      status: 'suspended',
      status_reason: 'Insurance lapsed',
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('sends no reason when the status stays as it is', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(updateClubMembership).toHaveBeenCalledWith(expect.anything(), 'club-active', {
      club_info: clubInfo,
      status: 'active',
      status_reason: undefined,
    });
  });

  it("shows the server's 400 on the reason in the dialog", async () => {
    const detail = 'A reason is required to make a record active, suspended or cancelled.';
    jest.mocked(updateClubMembership).mockRejectedValue(
      new ApiRequestError({
        message: detail,
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'status_reason', message: detail }],
      }),
    );
    const { onSaved, user } = renderDialog();
    await chooseStatus(user, 'REJECTED');
    await user.type(reasonField() as HTMLElement, 'Closed');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(reasonField()).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('ClubEditDialog pending name', () => {
  const renamed = { ...club, pendingClubName: 'Lakeshore Tae Kwon Do' };

  it('shows no pending name when the owner asked for none', () => {
    renderDialog();
    expect(screen.queryByRole('button', { name: 'Approve name' })).not.toBeInTheDocument();
  });

  it.each([
    ['Approve name', 'approve'],
    ['Reject name', 'reject'],
  ])('shows the name the owner asked for; %s decides it', async (button, decision) => {
    jest.mocked(decideClubName).mockResolvedValue({} as ClubWire);
    const { onSaved, user } = renderDialog(renamed);
    expect(screen.getByText(/Lakeshore Tae Kwon Do/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: button }));
    expect(decideClubName).toHaveBeenCalledWith(expect.anything(), 'club-active', decision);
    expect(onSaved).toHaveBeenCalled();
  });
});
