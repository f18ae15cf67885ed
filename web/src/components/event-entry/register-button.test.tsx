import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';

import { useSession } from '../../lib/session/session-provider';
import { renderWithProviders } from '../../testing/render-with-providers';

import { RegisterButton } from './register-button';

jest.mock('../../lib/session/session-provider', () => ({ useSession: jest.fn() }));

function SignInPage() {
  const { search } = useLocation();
  return <p>Sign in page {search}</p>;
}

describe('RegisterButton', () => {
  it('When a signed-out visitor registers, then they are sent to sign in and back to this page', async () => {
    jest.mocked(useSession).mockReturnValue({
      user: null,
      confirmed: true,
      signOut: jest.fn(),
    });
    renderWithProviders(
      <Routes>
        <Route
          path="/upcoming-events"
          element={<RegisterButton eventId="ev-1" eventTitle="Spring Seminar" />}
        />
        <Route path="/login" element={<SignInPage />} />
      </Routes>,
      { route: '/upcoming-events?page=2' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register – Spring Seminar' }));
    expect(
      await screen.findByText('Sign in page ?redirect=%2Fupcoming-events%3Fpage%3D2'),
    ).toBeInTheDocument();
  });
});
