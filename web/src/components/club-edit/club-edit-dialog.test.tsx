import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ApiRequestError } from '../../lib/api/api-client';
import type { ClubRecord } from '../../lib/records/records';
import { clubRecord } from '../../testing/records';
import { renderWithProviders } from '../../testing/render-with-providers';

import { ClubEditDialog } from './club-edit-dialog';
import type { ClubEditRole } from './club-form-values';

// MUI selects are slow to drive on a shared machine.
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

function renderDialog(role: ClubEditRole = 'admin', shown: ClubRecord = club) {
  const save = jest.fn(async () => ({}));
  const decideName = jest.fn(async () => ({}));
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <ClubEditDialog
      club={shown}
      role={role}
      save={save}
      decideName={decideName}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { save, decideName, onSaved, onClose, user: userEvent.setup({ delay: null }) };
}

async function chooseStatus(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: label }));
}

const reasonField = () => screen.queryByRole('textbox', { name: /^Reason/ });

describe('ClubEditDialog for an administrator: status reason', () => {
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
    const { save, onSaved, user } = renderDialog();
    await chooseStatus(user, 'SUSPENDED');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please give a reason.');
    expect(save).not.toHaveBeenCalled();
    expect(reasonField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(reasonField() as HTMLElement, ' Insurance lapsed ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(save).toHaveBeenCalledWith({
      club_info: clubInfo,
      status: 'suspended',
      status_reason: 'Insurance lapsed',
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('sends no reason when the status stays as it is', async () => {
    const { save, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(save).toHaveBeenCalledWith({
      club_info: clubInfo,
      status: 'active',
      status_reason: undefined,
    });
  });

  it("shows the server's 400 on the reason in the dialog", async () => {
    const detail = 'A reason is required to make a record active, suspended or cancelled.';
    const { save, onSaved, user } = renderDialog();
    save.mockRejectedValue(
      new ApiRequestError({
        message: detail,
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'status_reason', message: detail }],
      }),
    );
    await chooseStatus(user, 'REJECTED');
    await user.type(reasonField() as HTMLElement, 'Closed');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(reasonField()).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('ClubEditDialog for an administrator: pending name', () => {
  const renamed = { ...club, pendingClubName: 'Lakeshore Tae Kwon Do' };

  it('shows no pending name when the owner asked for none', () => {
    renderDialog();
    expect(screen.queryByRole('button', { name: 'Approve name' })).not.toBeInTheDocument();
  });

  it.each([
    ['Approve name', 'approve'],
    ['Reject name', 'reject'],
  ])('shows the name the owner asked for; %s decides it', async (button, decision) => {
    const { decideName, onSaved, user } = renderDialog('admin', renamed);
    expect(screen.getByText(/Lakeshore Tae Kwon Do/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: button }));
    expect(decideName).toHaveBeenCalledWith(decision);
    expect(onSaved).toHaveBeenCalled();
  });
});

describe('ClubEditDialog and the domain schema', () => {
  it("refuses an administrator's email the API would refuse, with the schema's message", async () => {
    const { save, user } = renderDialog();
    const email = screen.getByRole('textbox', { name: /^Club Email/ });
    await user.clear(email);
    await user.type(email, 'info-at-lakeshore');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please fill in every club detail.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("refuses an owner's phone the API would refuse, with the schema's message", async () => {
    const { save, user } = renderDialog('owner');
    const phone = screen.getByRole('textbox', { name: /^Club Phone/ });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('ClubEditDialog for the club owner', () => {
  it('shows the details and the logo upload, no status, and sends only club_info', async () => {
    const { save, onClose, user } = renderDialog('owner');
    expect(screen.getByRole('heading', { name: 'Edit Club' })).toBeInTheDocument();
    expect(screen.getByText('Upload Logo')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /^Club Name/ });
    await user.clear(name);
    await user.type(name, ' Lakeshore TKD ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ club_info: { ...clubInfo, club_name: 'Lakeshore TKD' } });
    expect(onClose).toHaveBeenCalled();
  });

  it('marks an empty detail as required under the field and sends nothing', async () => {
    const { save, user } = renderDialog('owner');
    await user.clear(screen.getByRole('textbox', { name: /^Club Owner/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the server's message when the save fails", async () => {
    const { save, onClose, user } = renderDialog('owner');
    save.mockRejectedValue(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Something went wrong while updating the club. Please try again.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
