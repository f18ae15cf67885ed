import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { messages } from '../../i18n/en/index';
import { renderWithProviders } from '../../testing/render-with-providers';

import { ActionAlert } from './action-alert';

describe('ActionAlert', () => {
  it('shows its title and text in an alert whose button runs the action', async () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <ActionAlert
        severity="error"
        titleId="directory.error.genericTitle"
        action={{ labelId: 'common.tryAgain', onClick: onRetry }}
      >
        Details
      </ActionAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages['directory.error.genericTitle']);
    expect(alert).toHaveTextContent('Details');
    await userEvent.click(screen.getByRole('button', { name: messages['common.tryAgain'] }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('makes a button with a page to go to a link to that page', () => {
    renderWithProviders(
      <ActionAlert severity="warning" action={{ labelId: 'directory.access.join', to: '/join' }}>
        Details
      </ActionAlert>,
    );
    expect(screen.getByRole('link', { name: messages['directory.access.join'] })).toHaveAttribute(
      'href',
      '/join',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves out the title when there is none', () => {
    renderWithProviders(
      <ActionAlert severity="error" action={{ labelId: 'common.tryAgain', onClick: jest.fn() }}>
        Only text
      </ActionAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Only text/);
    expect(screen.queryByText(messages['directory.error.genericTitle'])).not.toBeInTheDocument();
  });
});
