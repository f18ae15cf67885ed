import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../testing/render-with-providers';

import { InviteResult } from './invite-result';

describe('InviteResult', () => {
  it('shows the code, the registration link and the club, and copies the link', async () => {
    const onCopy = jest.fn();
    renderWithProviders(
      <InviteResult
        invitation={{
          invite_code: 'ABC_123',
          registration_link: '',
          club_name: 'Prairie State',
          club_id: 'club-1',
        }}
        onCopy={onCopy}
        onClose={jest.fn()}
      />,
    );
    const link = `${window.location.origin}/register-club?invite_code=ABC_123`;
    expect(screen.getByText('ABC_123')).toBeInTheDocument();
    expect(screen.getByText('Prairie State')).toBeInTheDocument();
    expect(screen.getByText(link)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(onCopy).toHaveBeenCalledWith(link);
  });
});
