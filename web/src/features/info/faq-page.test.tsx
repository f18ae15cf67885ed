import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render-with-providers';

import { FaqPage } from './faq-page';

describe('FaqPage', () => {
  it('asks the five questions as level-2 headings under the page title', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.map((question) => question.textContent)).toEqual([
      'What is the Illinois Taekwondo Association?',
      'How do I become a member?',
      'What are the benefits of membership?',
      'Can beginners join?',
      'What events does the association hold?',
    ]);
    expect(screen.getAllByRole('heading', { level: 2, name: /\?$/ })).toHaveLength(6);
  });

  it('expands an answer when its question is activated and collapses it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    const question = screen.getByRole('button', { name: 'Can beginners join?' });
    expect(screen.queryByRole('region', { name: 'Can beginners join?' })).not.toBeInTheDocument();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Can beginners join?' })).toHaveTextContent(
      /at least 6 years old/,
    );

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the joining answer to the join page and offers a contact button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });
    await user.click(screen.getByRole('button', { name: 'How do I become a member?' }));
    expect(screen.getByRole('link', { name: 'Join IT page' })).toHaveAttribute('href', '/join');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
