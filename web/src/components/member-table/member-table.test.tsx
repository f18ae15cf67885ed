import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { membershipFromData } from '../../lib/records/records';
import { membershipRecord } from '../../testing/records';
import { renderWithProviders } from '../../testing/render-with-providers';

import { MemberTable } from './member-table';

// Records when the error alert's module is evaluated: it should be when a load fails.
const alertModuleLoaded = jest.fn();
jest.mock('./table-error-alert', () => {
  alertModuleLoaded();
  return jest.requireActual('./table-error-alert');
});

const maria = membershipRecord({
  id: 'abcdefgh12345678',
  memberId: null,
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria@example.org',
  role: 'coach',
  beltRank: '3rd_dan_black_belt',
  currentSchool: 'Lakeshore Taekwondo',
  membershipTier: 'champion',
  status: 'in_review',
  paymentStatus: 'pending',
});

const james = membershipRecord({
  id: 'zz99',
  memberId: 'IL-2026-0007',
  firstName: 'James',
  lastName: 'Park',
  email: 'james@example.org',
  role: 'athlete',
  beltRank: 'blue',
  division: 'Cadet',
  currentSchool: '',
  membershipTier: 'basic',
  status: 'active',
  paymentStatus: 'paid',
});

describe('MemberTable', () => {
  it('shows the default columns, badges, belts with spaces, N/A and the member ID or the id start', () => {
    renderWithProviders(<MemberTable members={[maria, james]} title="Members" />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Member',
      'Email',
      'Role',
      'Belt Rank',
      'Division',
      'School',
      'Tier',
      'Status',
      'Payment',
    ]);
    const [, mariaRow, jamesRow] = screen.getAllByRole('row');
    expect(within(mariaRow).getByText('ID: abcdefgh')).toBeInTheDocument();
    expect(within(mariaRow).getByText('Black belt, 3rd dan')).toBeInTheDocument();
    expect(within(mariaRow).getByText('IN REVIEW')).toBeInTheDocument();
    expect(within(mariaRow).getByText('Coach')).toBeInTheDocument();
    expect(within(mariaRow).getAllByText('N/A')).toHaveLength(1);
    expect(within(jamesRow).getByText('ID: IL-2026-0007')).toBeInTheDocument();
    expect(within(jamesRow).getByText('Cadet')).toBeInTheDocument();
    expect(within(jamesRow).getByText('N/A')).toBeInTheDocument();
    expect(within(jamesRow).getByText('Paid')).toBeInTheDocument();
  });

  it('shows only the configured columns', () => {
    renderWithProviders(
      <MemberTable
        members={[james]}
        columns={['member', 'role', 'beltRank', 'division', 'status']}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Member',
      'Role',
      'Belt Rank',
      'Division',
      'Status',
    ]);
  });

  it('searches first name, last name, email and school without regard to case', async () => {
    renderWithProviders(<MemberTable members={[maria, james]} />);
    const search = screen.getByRole('searchbox', { name: 'Search members...' });
    await userEvent.type(search, 'LAKESHORE');
    expect(screen.getByText('Maria Santos')).toBeInTheDocument();
    expect(screen.queryByText('James Park')).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'james@');
    expect(screen.getByText('James Park')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByText('No Members Found')).toBeInTheDocument();
    expect(screen.getByText('No members match your search criteria.')).toBeInTheDocument();
  });

  it('offers edit and delete only when asked, naming the member', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const { rerender } = renderWithProviders(
      <MemberTable members={[james]} onEdit={onEdit} onDelete={onDelete} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit James Park' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete James Park' }));
    expect(onEdit).toHaveBeenCalledWith(james);
    expect(onDelete).toHaveBeenCalledWith(james);
    rerender(<MemberTable members={[james]} onEdit={onEdit} />);
    expect(screen.queryByRole('button', { name: 'Delete James Park' })).not.toBeInTheDocument();
  });

  it('shows the loading, error with Try Again, and empty states', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderWithProviders(<MemberTable members={[]} loading />);
    expect(screen.getByText('Loading members...')).toBeInTheDocument();
    expect(alertModuleLoaded).not.toHaveBeenCalled();
    rerender(<MemberTable members={[]} error="Server down" onRetry={onRetry} />);
    expect(await screen.findByText('Error Loading Members')).toBeInTheDocument();
    expect(alertModuleLoaded).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Server down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<MemberTable members={[]} />);
    expect(screen.getByText('No members have been found.')).toBeInTheDocument();
    rerender(<MemberTable members={[]} emptyMessage="Nobody here yet." />);
    expect(screen.getByText('Nobody here yet.')).toBeInTheDocument();
  });

  it('reads a legacy status as its current name', () => {
    const { status } = membershipFromData(james.id, { status: 'rejected' });
    renderWithProviders(<MemberTable members={[{ ...james, status }]} />);
    expect(screen.getByText('REJECTED')).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderWithProviders(<MemberTable members={[maria]} />, { locale: 'es' });
    expect(screen.getByRole('columnheader', { name: 'Cinturón' })).toBeInTheDocument();
    expect(screen.getByText('EN REVISIÓN')).toBeInTheDocument();
  });
});

describe('MemberTable with detail columns', () => {
  const columns = ['member', 'email', 'role', 'school', 'tier', 'status'] as const;

  it("moves the less important columns into the row's details, opened by its toggle", async () => {
    renderWithProviders(
      <MemberTable members={[maria]} columns={columns} detailColumns={['email', 'school']} />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Member',
      'Role',
      'Tier',
      'Status',
      'Details',
    ]);
    // Without its column, the email shows under the name.
    expect(screen.getByText('maria@example.org')).toBeInTheDocument();
    expect(screen.queryByText('Lakeshore Taekwondo')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show details of Maria Santos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details of Maria Santos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const details = screen.getByRole('definition');
    expect(details).toHaveTextContent('Lakeshore Taekwondo');
    expect(screen.getByRole('term')).toHaveTextContent('School');
  });
});
