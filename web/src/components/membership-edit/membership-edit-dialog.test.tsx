import { parseApiErrorResponse } from '@domain/api-errors';
import { apiErrorBody } from '@domain/api-messages';
import type { MembershipStatus } from '@domain/status';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ApiRequestError } from '../../lib/api/api-client';
import { membershipRecord } from '../../testing/records';
import { renderWithProviders } from '../../testing/render-with-providers';

import { MembershipEditDialog } from './membership-edit-dialog';

// The whole dialog re-renders on each keystroke: slow on a shared core.
jest.setTimeout(30_000);

const member = membershipRecord({
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.org',
  role: 'athlete',
  status: 'active',
  useAccountAddress: true,
});

function renderDialog(onSave = jest.fn(async () => undefined)) {
  renderWithProviders(
    <MembershipEditDialog membership={member} mode="admin" onSave={onSave} onClose={jest.fn()} />,
  );
  return { onSave, user: userEvent.setup({ delay: null }) };
}

describe('MembershipEditDialog address', () => {
  it("keeps the account's address until switched off, then asks for and sends its own", async () => {
    const { onSave, user } = renderDialog();
    const toggle = screen.getByRole('switch', { name: "Use the account's address" });
    expect(toggle).toBeChecked();
    expect(screen.queryByLabelText(/^Street number and name/)).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      screen.getByText(
        'Street, city, state and ZIP code are required when the membership has its own address.',
      ),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Street number and name/), '9 Oak Ave');
    await user.type(screen.getByLabelText(/^City/), 'Springfield');
    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(screen.getByRole('option', { name: 'Illinois' }));
    await user.type(screen.getByLabelText(/^ZIP or postal code/), '62701');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(
      member,
      expect.objectContaining({
        personal_info: expect.objectContaining({
          use_account_address: false,
          address: expect.objectContaining({
            street_number_and_name: '9 Oak Ave',
            city: 'Springfield',
            state: 'IL',
            zipcode: '62701',
            country: 'United States',
          }),
        }),
      }),
    );
  });
});

describe('MembershipEditDialog for a club owner', () => {
  const render = (status: MembershipStatus) =>
    renderWithProviders(
      <MembershipEditDialog
        membership={{ ...member, status }}
        mode="clubOwner"
        onSave={jest.fn(async () => undefined)}
        onClose={jest.fn()}
      />,
    );

  it("locks an active member's name and date of birth, saying who may change them", () => {
    render('active');
    expect(screen.getByLabelText(/^First Name/)).toBeDisabled();
    expect(screen.getByLabelText(/^Last Name/)).toBeDisabled();
    expect(screen.getByLabelText(/^Date of Birth/)).toBeDisabled();
    expect(
      screen.getAllByText(
        'Only an administrator can change the name or date of birth of an approved membership',
      ),
    ).toHaveLength(3);
  });

  it('leaves them editable while the application has not been reviewed', () => {
    render('application_received');
    expect(screen.getByLabelText(/^First Name/)).toBeEnabled();
  });
});

describe('MembershipEditDialog statuses', () => {
  it('offers only the statuses a membership accepts (never the club-only Invited)', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'PENDING',
      'APPLICATION RECEIVED',
      'IN REVIEW',
      'APPROVED',
      'ACTIVE',
      'EXPIRED',
      'SUSPENDED',
      'REJECTED',
    ]);
  });
});

describe('MembershipEditDialog status reason', () => {
  const chooseStatus = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(screen.getByRole('option', { name: label }));
  };

  it('asks for a reason only for a move into active, suspended or cancelled', async () => {
    const { user } = renderDialog();
    expect(screen.queryByRole('textbox', { name: /^Reason/ })).not.toBeInTheDocument();
    await chooseStatus(user, 'APPROVED');
    expect(screen.queryByRole('textbox', { name: /^Reason/ })).not.toBeInTheDocument();
    await chooseStatus(user, 'SUSPENDED');
    expect(screen.getByRole('textbox', { name: /^Reason/ })).toBeRequired();
    expect(screen.getByText('0 of 500 characters')).toBeInTheDocument();
    await chooseStatus(user, 'ACTIVE');
    expect(screen.queryByRole('textbox', { name: /^Reason/ })).not.toBeInTheDocument();
  });

  it('refuses to save without the reason, then sends it trimmed with the status', async () => {
    const { onSave, user } = renderDialog();
    await chooseStatus(user, 'SUSPENDED');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByText('Please give a reason.').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /^Reason/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), '  Unpaid fee ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(
      member,
      expect.objectContaining({ status: 'suspended', status_reason: 'Unpaid fee' }),
    );
  });

  it('sends no reason when the status stays as it is', async () => {
    const { onSave, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(
      member,
      expect.not.objectContaining({ status_reason: expect.anything() }),
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    const detail = 'This membership expired on 2026-11-01; renew it instead.';
    const onSave = jest.fn(async () => {
      throw new ApiRequestError({ message: detail, statusCode: 400, code: 'VALIDATION_ERROR' });
    });
    const { user } = renderDialog(onSave);
    await chooseStatus(user, 'REJECTED');
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Left the club');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
  });
});

describe('MembershipEditDialog for the owner', () => {
  const renderOwner = (status: MembershipStatus, onSave = jest.fn(async () => undefined)) => {
    renderWithProviders(
      <MembershipEditDialog
        membership={{ ...member, status, competitionCategories: ['poomsae'] }}
        mode="owner"
        onSave={onSave}
        onClose={jest.fn()}
      />,
    );
    return { onSave, user: userEvent.setup({ delay: null }) };
  };

  it('lets the owner tick their own competition categories, with role, belt, school and tier locked', async () => {
    const { onSave, user } = renderOwner('active');
    for (const label of [/^Role/, /^Belt Rank/, /^Current School/, /^Membership Tier/]) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(screen.getAllByText('Only administrators can change this')).toHaveLength(4);
    expect(screen.queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Sparring' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'm1' }),
      expect.objectContaining({
        taekwondo_background: { competition_categories: ['poomsae', 'kyorugi'] },
      }),
    );
    expect(onSave.mock.calls[0]).not.toHaveProperty('1.membership_tier');
  });

  it("shows the server's refusal and each field's problem in the reader's language", async () => {
    const refused = apiErrorBody('VALIDATION_ERROR', 'checkInformation', [
      { field: 'personal_info.phone', message: 'validation.phone' },
    ]);
    const onSave = jest.fn(async () => {
      throw new ApiRequestError(parseApiErrorResponse(400, JSON.stringify(refused), ''));
    });
    renderWithProviders(
      <MembershipEditDialog membership={member} mode="owner" onSave={onSave} onClose={jest.fn()} />,
      { locale: 'es' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Revise su información e inténtelo de nuevo Ingrese un número de teléfono válido.',
    );
  });

  it("says the save failed, in the reader's language, when the server fails", async () => {
    const onSave = jest.fn(async () => {
      throw new ApiRequestError({ message: 'boom', statusCode: 500, code: 'API_ERROR' });
    });
    renderWithProviders(
      <MembershipEditDialog membership={member} mode="owner" onSave={onSave} onClose={jest.fn()} />,
      { locale: 'es' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Algo salió mal al actualizar la membresía. Inténtelo de nuevo.',
    );
  });

  it('keeps a membership in review read-only, the categories too, with Close only', () => {
    renderOwner('in_review');
    expect(screen.getByText('Under Review - Details are read-only')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sparring' })).toBeDisabled();
    expect(screen.getByLabelText(/^First Name/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('MembershipEditDialog and the domain schema', () => {
  it("refuses a phone number the API would refuse, with the schema's message under it", async () => {
    const { onSave, user } = renderDialog();
    await user.type(screen.getByLabelText(/^Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("refuses an owner's ZIP code the API would refuse, under the field", async () => {
    const onSave = jest.fn(async () => undefined);
    renderWithProviders(
      <MembershipEditDialog
        membership={{
          ...member,
          useAccountAddress: false,
          address: {
            streetNumberAndName: '9 Oak Ave',
            aptSuiteUnitNumber: null,
            city: 'Springfield',
            state: 'IL',
            zipcode: '627',
            country: 'United States',
          },
        }}
        mode="owner"
        onSave={onSave}
        onClose={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a 5 or 9 digit ZIP code.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says under a select that the schema requires it', async () => {
    const onSave = jest.fn(async () => undefined);
    renderWithProviders(
      <MembershipEditDialog
        membership={{ ...member, gender: null }}
        mode="owner"
        onSave={onSave}
        onClose={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
