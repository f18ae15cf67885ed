import { screen } from '@testing-library/react';

import { messages as en } from '../../i18n/en/index';
import { messages as es } from '../../i18n/es/index';
import { renderWithProviders } from '../../testing/render-with-providers';

import { PrivacyPage } from './privacy-page';
import { PRIVACY_SECTIONS, privacyMessageIds } from './privacy-sections';

describe('PrivacyPage', () => {
  it('has a translated text for every paragraph and list item of every section', () => {
    const ids = PRIVACY_SECTIONS.flatMap((section) => {
      const { title, paragraphs, items } = privacyMessageIds(section);
      return [title, ...paragraphs, ...items];
    });
    expect(ids.filter((id) => !(id in en) || !(id in es))).toEqual([]);
    const unused = Object.keys(en).filter(
      (id) => /^privacy\.\w+\.(title|p\d+|item\d+)$/.test(id) && !ids.includes(id),
    );
    expect(unused).toEqual([]);
  });

  it('tells readers what the directory never shows, that Stripe takes payments and how to ask for deletion', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(
      screen.getByText(/never shows dates of birth, contact details or addresses/),
    ).toBeInTheDocument();
    expect(screen.getByText(/through Stripe/)).toBeInTheDocument();
    expect(screen.getByText(/'Download my data' gives you one file/)).toBeInTheDocument();
    expect(screen.getByText(/an administrator confirms it/)).toBeInTheDocument();
    expect(screen.getByText(/without your name.*seven years/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'How long we keep records' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nightly backups.*30 days/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: "Children's information" }),
    ).toBeInTheDocument();
  });
});
