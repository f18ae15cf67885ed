import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithConfig } from '../../../components/set-up-account/testing/render-account-steps';

import { ActiveMembershipNotice } from './active-membership-notice';

function renderNotice(locale: 'en' | 'es' = 'en') {
  const onRegisterSomeoneElse = jest.fn();
  const onBack = jest.fn();
  renderWithConfig(
    <ActiveMembershipNotice
      focusOnMount={false}
      onRegisterSomeoneElse={onRegisterSomeoneElse}
      onBack={onBack}
    />,
    { locale },
  );
  return { onRegisterSomeoneElse, onBack, user: userEvent.setup({ delay: null }) };
}

describe('the notice for a member whose membership is active and paid', () => {
  it('says the membership is active and paid, and whom to ask for changes', async () => {
    const { onRegisterSomeoneElse, onBack, user } = renderNotice();
    expect(screen.getByRole('heading', { name: 'Athlete Membership' })).toBeInTheDocument();
    expect(screen.getByText('Your membership is already active and paid.')).toBeInTheDocument();
    expect(
      screen.getByText('To make any membership changes, please contact the administrator.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register someone else' }));
    expect(onRegisterSomeoneElse).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('speaks Spanish', () => {
    renderNotice('es');
    expect(screen.getByText('Su membresía ya está activa y pagada.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Para hacer cualquier cambio en la membresía, comuníquese con el administrador.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inscribir a otra persona' })).toBeInTheDocument();
  });
});
