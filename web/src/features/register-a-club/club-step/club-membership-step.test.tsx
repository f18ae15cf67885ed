import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../testing/render-with-providers';

import { ClubMembershipStep } from './club-membership-step';
import { clubMembershipPayload, initialClubStepValues } from './club-step-values';

jest.setTimeout(30_000);

const start = initialClubStepValues({
  clubName: 'Prairie State Taekwondo',
  clubEmail: 'owner@prairie.example',
  ownerFirstName: 'Lee',
  ownerLastName: 'Kim',
});

describe('ClubMembershipStep', () => {
  it('starts from the invitation and the account, and requires the coach phone', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(
      <ClubMembershipStep
        initialValues={start}
        submitting={false}
        error={null}
        onBack={jest.fn()}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Club Name' })).toHaveValue(
      'Prairie State Taekwondo',
    );
    expect(screen.getByRole('textbox', { name: 'Club Owner' })).toHaveValue('Lee Kim');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Club Registration' }));
    expect(
      await screen.findByText('A phone number is required for coach registration.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onSubmit).not.toHaveBeenCalled());
  });
});

describe('club membership payload', () => {
  it('sends the invitation code, tier club, trimmed details and a default gender', () => {
    const values = {
      club_info: {
        ...start.club_info,
        club_address: ' 1 Main St, Springfield ',
        club_phone: '217-555-0100',
      },
      owner_info: { ...start.owner_info, phone: '217-555-0101', gender: '' },
    };
    const payload = clubMembershipPayload(values, {
      inviteCode: 'PRAIRIE',
      userId: 'u1',
      email: 'lee@example.org',
    });
    expect(payload).toMatchObject({
      invite_code: 'PRAIRIE',
      membership_tier: 'club',
      user_id: 'u1',
      club_info: { club_address: '1 Main St, Springfield', club_logo: null },
      owner_info: { gender: 'prefer_not_to_say', phone: '217-555-0101' },
    });
  });
});
