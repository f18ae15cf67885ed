import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render-with-providers';

import { ConfirmDialog } from './confirm-dialog';

const props = {
  open: true,
  title: 'Delete?',
  message: 'It goes to trash.',
  onConfirm: jest.fn(),
  onClose: jest.fn(),
};

describe('ConfirmDialog', () => {
  it('offers Confirm and Cancel by default and reports each choice', async () => {
    renderWithProviders(<ConfirmDialog {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while loading and shows an ellipsis on confirm', () => {
    renderWithProviders(<ConfirmDialog {...props} loading />);
    expect(screen.getByRole('button', { name: /Confirm…/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('uses the error colour for a destructive action', () => {
    renderWithProviders(<ConfirmDialog {...props} destructive confirmLabel="Delete" />);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toMatch(/colorError/);
  });
});
