import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render-with-providers';

import { UsatIlStatePage } from './usat-il-state-page';

describe('UsatIlStatePage', () => {
  it('gives the date, the venue in Palatine and a contact email', () => {
    renderWithProviders(<UsatIlStatePage />);
    expect(screen.getByText('Saturday, April 25, 2026')).toBeInTheDocument();
    expect(screen.getByText(/1200 W Algonquin Rd, Palatine, IL/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@illinoistaekwondo.org' })).toHaveAttribute(
      'href',
      'mailto:info@illinoistaekwondo.org',
    );
  });

  it('opens registration on the external site in a new tab', () => {
    renderWithProviders(<UsatIlStatePage />);
    const register = screen.getByRole('link', { name: /Register Now/ });
    expect(register).toHaveAttribute('href', 'https://www.usatkd.org');
    expect(register).toHaveAttribute('target', '_blank');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says the schedule and the information will be available soon', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UsatIlStatePage />);
    await user.click(screen.getByRole('button', { name: 'View Schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The tournament schedule will be available soon.',
    );
    await user.click(screen.getByRole('button', { name: 'Tournament Information' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tournament information will be available soon.',
    );
  });
});
