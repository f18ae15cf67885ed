import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render-with-providers';

import { DocumentList } from './document-list';
import { DOWNLOAD_DOCUMENTS, type DownloadDocument } from './download-documents';
import { DownloadsPage } from './downloads-page';

describe('DownloadsPage', () => {
  it('shows the four documents with their type, size and a download opening in a new tab', () => {
    renderWithProviders(<DownloadsPage />, { route: '/downloads' });
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Athlete Code of Conduct',
      'Coach Code of Conduct',
      'Parents Code of Conduct',
      'Training Acknowledgement and Media Release Form',
    ]);
    const athlete = screen.getByRole('article', { name: 'Athlete Code of Conduct' });
    expect(athlete).toHaveTextContent('Type: PDF');
    expect(athlete).toHaveTextContent(/Size: 3\.8\s?kB/);
    const link = within(athlete).getByRole('link', { name: /^Download Athlete Code of Conduct/ });
    expect(link).toHaveAttribute('href', '/downloads/athlete-code-of-conduct.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('links to the contact page', () => {
    renderWithProviders(<DownloadsPage />, { route: '/downloads' });
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

describe('DocumentList', () => {
  const planned: DownloadDocument = {
    id: 'athleteConduct',
    url: null,
    type: 'PDF',
    sizeBytes: null,
  };

  it('marks a document without a link as unavailable and explains why when activated', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DocumentList documents={[planned, DOWNLOAD_DOCUMENTS[1]]} />);
    const unavailable = screen.getByRole('button', { name: 'Download Unavailable' });
    expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Download / })).toHaveLength(1);

    await user.click(unavailable);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The download link for Athlete Code of Conduct is not available at the moment.',
    );
  });

  it('reaches the unavailable message from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DocumentList documents={[planned]} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download Unavailable' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/not available at the moment/);
  });
});
