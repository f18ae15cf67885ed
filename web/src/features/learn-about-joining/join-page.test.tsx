import { PLAN_BENEFIT_TEXT } from '@domain/pricing';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';

import { messages } from '../../i18n/en/index';
import { renderWithProviders } from '../../testing/render-with-providers';

import { JoinPage } from './join-page';
import { REGISTRATION_DATA_KEY } from './registration-data';
import { ACCOUNT_REDIRECT_DELAY_MS } from './use-registration-handshake';

const storedRegistration = {
  personalInfo: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com' },
  taekwondoInfo: { role: 'athlete', beltRank: 'yellow' },
};

function renderJoin(route = '/join') {
  return renderWithProviders(
    <Routes>
      <Route path="/join" element={<JoinPage />} />
      <Route path="/membership" element={<JoinPage />} />
      <Route path="/my-account" element={<p>My account area</p>} />
    </Routes>,
    { route },
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

describe('JoinPage', () => {
  it('shows a signed-in reader the registration it is given instead of the plan cards', () => {
    renderWithProviders(<JoinPage registration={<p>Registration wizard</p>} />, {
      route: '/join',
    });
    expect(screen.getByText('Registration wizard')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Basic Member' })).not.toBeInTheDocument();
  });

  it('shows the plan cards with their yearly prices and links into registration', () => {
    renderJoin();
    const basic = screen.getByRole('article', { name: 'Basic Member' });
    const champion = screen.getByRole('article', { name: 'Champion Member' });
    expect(within(basic).getByText('$167')).toBeInTheDocument();
    expect(within(champion).getByText('$247')).toBeInTheDocument();
    expect(within(basic).getByRole('link', { name: 'Choose Basic Member' })).toHaveAttribute(
      'href',
      '/register?tier=basic',
    );
    expect(within(champion).getByRole('link', { name: 'Choose Champion Member' })).toHaveAttribute(
      'href',
      '/register?tier=champion',
    );
  });

  it('lists each plan benefit in words, with the Champion extras only on the Champion card', () => {
    renderJoin();
    const basic = screen.getByRole('article', { name: 'Basic Member' });
    const champion = screen.getByRole('article', { name: 'Champion Member' });
    expect(within(basic).getAllByRole('listitem')).toHaveLength(5);
    expect(within(champion).getAllByRole('listitem')).toHaveLength(10);
    expect(within(champion).getByText('Champion badge')).toBeInTheDocument();
    expect(within(basic).queryByText('Champion badge')).not.toBeInTheDocument();
  });

  it('puts the plans in the membership-tiers section that the #hash scrolls to', () => {
    renderJoin();
    const section = document.getElementById('membership-tiers');
    expect(section).toContainElement(screen.getByRole('article', { name: 'Basic Member' }));
  });

  it('shows the eligibility notice, the requirements, the club invitation note and a link to the public club list', () => {
    renderJoin('/membership');
    expect(screen.getByRole('heading', { level: 1, name: 'Join IT' })).toBeInTheDocument();
    expect(
      screen.getByText(/only if their club is registered with the association/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the registered clubs' })).toHaveAttribute(
      'href',
      '/clubs',
    );
    expect(screen.getByText(/at least 6 years old/)).toBeInTheDocument();
    expect(screen.getByText(/valid emergency contact/)).toBeInTheDocument();
    expect(
      screen.getByText(/\$297 per year and includes up to 50 individual memberships/),
    ).toBeInTheDocument();
    expect(screen.getByText(/by invitation only/)).toBeInTheDocument();
  });

  it('shows no registration banner on a plain visit', () => {
    renderJoin();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['/join?registered=true&membership=created', 'Registration Complete!'],
    ['/join?membership=created', 'Registration Complete!'],
    ['/join?registered=true', 'Account Created'],
    ['/join?registered=true&membership=failed', 'Registration Issue'],
    ['/join?membership=failed', 'Registration Issue'],
  ])('for %s shows the banner "%s"', (route, title) => {
    renderJoin(route);
    const banner = screen.getByText(title).closest('[role="alert"]');
    expect(banner).not.toBeNull();
    expect(
      screen.getAllByText(/Registration Complete!|Account Created|Registration Issue/),
    ).toHaveLength(1);
  });

  it('tells the visitor to contact support when the membership setup failed', () => {
    renderJoin('/join?registered=true&membership=failed');
    expect(screen.getByText(/could not set up your membership/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByText(/taken to My Account/)).not.toBeInTheDocument();
  });

  it('greets by first name from the stored registration data and then removes it', () => {
    sessionStorage.setItem(REGISTRATION_DATA_KEY, JSON.stringify(storedRegistration));
    renderJoin('/join?registered=true&membership=created');
    expect(screen.getByText('Welcome, Ana!')).toBeInTheDocument();
    expect(screen.getByText(/sent to ana@example.com within 24 hours/)).toBeInTheDocument();
    expect(sessionStorage.getItem(REGISTRATION_DATA_KEY)).toBeNull();
  });

  it('leaves the stored registration data alone when registered is not true', () => {
    sessionStorage.setItem(REGISTRATION_DATA_KEY, JSON.stringify(storedRegistration));
    renderJoin('/join?membership=created');
    expect(screen.queryByText('Welcome, Ana!')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(REGISTRATION_DATA_KEY)).not.toBeNull();
  });

  it('says it will move on and redirects to My Account a few seconds after completion', () => {
    jest.useFakeTimers();
    renderJoin('/join?registered=true&membership=created');
    expect(screen.getByText(/taken to My Account in a few seconds/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ACCOUNT_REDIRECT_DELAY_MS - 1));
    expect(screen.queryByText('My account area')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('My account area')).toBeInTheDocument();
  });

  it('does not redirect when the membership setup failed', () => {
    jest.useFakeTimers();
    renderJoin('/join?registered=true&membership=failed');
    act(() => jest.advanceTimersByTime(ACCOUNT_REDIRECT_DELAY_MS * 2));
    expect(screen.queryByText('My account area')).not.toBeInTheDocument();
    expect(screen.getByText('Registration Issue')).toBeInTheDocument();
  });

  it('shows the page in Spanish with prices in dollars', () => {
    renderWithProviders(<JoinPage />, { route: '/join', locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Únase a IT' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elegir Miembro Campeón' })).toHaveAttribute(
      'href',
      '/register?tier=champion',
    );
    expect(screen.getByText(/^247\sUS\$$/)).toBeInTheDocument();
  });
});

describe('plan benefit messages', () => {
  it('translate every benefit id the pricing module lists, in the same English words', () => {
    for (const [id, text] of Object.entries(PLAN_BENEFIT_TEXT)) expect(messages[id]).toBe(text);
  });
});
