import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('gives the contact email, placeholders for phone and address and the reply time', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('link', { name: 'info@illinoistaekwondo.org' })).toHaveAttribute(
      'href',
      'mailto:info@illinoistaekwondo.org',
    );
    expect(screen.getByText('Phone: coming soon')).toBeInTheDocument();
    expect(screen.getByText('Mailing address: coming soon')).toBeInTheDocument();
    expect(screen.getByText(/we reply within 24 hours/)).toBeInTheDocument();
  });

  it('links the group page and video channel in a new tab and shows the photo profile as coming soon', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const group = screen.getByRole('link', { name: 'Facebook group (opens in a new tab)' });
    const video = screen.getByRole('link', { name: 'YouTube channel (opens in a new tab)' });
    expect(group).toHaveAttribute('target', '_blank');
    expect(video).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.youtube\.com\//));
    expect(screen.getByText('Instagram: coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();
  });
});
