import { todayIso } from '@domain/age';
import { addYearsIso } from '@domain/dates';
import { screen, within } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { MemberBadgeChip } from './member-badge-chip';
import { MemberCard } from './member-card';
import { aMember } from './testing/directory-fixtures';

describe('MemberCard', () => {
  it('shows the name, member ID, belt, division and club', () => {
    renderWithProviders(
      <MemberCard member={aMember({ beltRank: '2nd_dan_black_belt', division: 'Cadet' })} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Ana Park' })).toBeInTheDocument();
    expect(screen.getByText('Member ID: IT-0001')).toBeInTheDocument();
    expect(screen.getByText('2nd Dan Black Belt')).toBeInTheDocument();
    expect(screen.getByText('Cadet')).toBeInTheDocument();
    expect(screen.getByText('Tiger Taekwondo')).toBeInTheDocument();
  });

  it("shows a referee's level and a coach's type, in Spanish too", () => {
    renderWithProviders(
      <MemberCard member={aMember({ role: 'referee', refereeLevel: 'national' })} />,
    );
    expect(screen.getByText('National referee')).toBeInTheDocument();
    renderWithProviders(<MemberCard member={aMember({ role: 'coach', coachType: 'head' })} />, {
      locale: 'es',
    });
    expect(screen.getByText('Entrenador principal')).toBeInTheDocument();
  });

  it('shows the belt colour as a swatch beside the belt name', () => {
    const { container } = renderWithProviders(
      <MemberCard member={aMember({ beltRank: 'green' })} />,
    );
    expect(screen.getByText('Green Belt')).toBeInTheDocument();
    expect(container.querySelector('[data-belt-colour]')).toHaveAttribute(
      'data-belt-colour',
      'green',
    );
  });

  it('lists at most two achievements', () => {
    const achievements = ['State champion 2023', 'National bronze 2024', 'Poomsae gold 2025'];
    renderWithProviders(<MemberCard member={aMember({ achievements })} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(achievements.slice(0, 2));
    expect(screen.queryByText('Poomsae gold 2025')).not.toBeInTheDocument();
  });

  it('marks a member who joined less than a year ago as a trial member', () => {
    renderWithProviders(<MemberCard member={aMember({ joinDate: todayIso() })} />);
    expect(screen.getByText('Trial Member')).toBeInTheDocument();
  });

  it('shows no badge for a member of more than a year', () => {
    renderWithProviders(<MemberCard member={aMember({ joinDate: addYearsIso(todayIso(), -2) })} />);
    expect(screen.queryByText('Trial Member')).not.toBeInTheDocument();
  });

  it('speaks Spanish on the Spanish site', () => {
    renderWithProviders(<MemberCard member={aMember({ beltRank: 'brown', division: 'Youth' })} />, {
      locale: 'es',
    });
    expect(screen.getByText('Cinturón café')).toBeInTheDocument();
    expect(screen.getByText('Infantil')).toBeInTheDocument();
  });
});

describe('MemberBadgeChip', () => {
  it.each([
    ['in_review', 'In Review'],
    ['approved', 'Approved'],
    ['trial', 'Trial Member'],
  ] as const)('labels the %s badge "%s"', (badge, label) => {
    renderWithProviders(<MemberBadgeChip badge={badge} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
