import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render-with-providers';

import type { MemberCursor, MembersPage } from './api/members-page';
import { useMembersPage } from './api/use-directory';
import { MembersList } from './members-list';
import { aMember, fakeResult } from './testing/directory-fixtures';

jest.mock('./api/use-directory', () => ({ useMembersPage: jest.fn() }));

// Snapshots are opaque to the list: it only hands them back to the hook.
const cursor = (id: string) => ({ id }) as unknown as MemberCursor;

/** Pages of members named after their position, with a cursor after each full page. */
function serveMembers(total: number) {
  jest.mocked(useMembersPage).mockImplementation((pageSize, after) => {
    const start = after ? Number((after as unknown as { id: string }).id) : 0;
    const count = Math.max(0, Math.min(pageSize, total - start));
    const members = Array.from({ length: count }, (_, index) =>
      aMember({ id: `m-${start + index + 1}`, name: `Member ${start + index + 1}` }),
    );
    const hasNext = start + count < total;
    const page: MembersPage = {
      members,
      hasNext,
      nextCursor: hasNext ? cursor(String(start + count)) : null,
    };
    return fakeResult('success', page);
  });
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  window.scrollTo = jest.fn();
});

describe('MembersList', () => {
  it('shows the first five members with the page footer', () => {
    serveMembers(12);
    renderWithProviders(<MembersList />);
    expect(useMembersPage).toHaveBeenLastCalledWith(5, null);
    expect(names()).toEqual(['Member 1', 'Member 2', 'Member 3', 'Member 4', 'Member 5']);
    expect(screen.getByText(/Page 1/)).toHaveTextContent('Page 1 · Showing members 1–5');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('goes forward from the last member shown and back again', async () => {
    const user = userEvent.setup();
    serveMembers(12);
    renderWithProviders(<MembersList />);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(useMembersPage).toHaveBeenLastCalledWith(5, cursor('5'));
    expect(names()[0]).toBe('Member 6');
    expect(screen.getByText(/Page 2/)).toHaveTextContent('Page 2 · Showing members 6–10');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Member 11', 'Member 12']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(useMembersPage).toHaveBeenLastCalledWith(5, cursor('5'));
    expect(screen.getByText(/Page 2/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(useMembersPage).toHaveBeenLastCalledWith(5, null);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('offers page sizes of 5, 10, 15 and 20 and goes back to page 1 on a change', async () => {
    const user = userEvent.setup();
    serveMembers(40);
    renderWithProviders(<MembersList />);
    const select = screen.getByLabelText('Members per page');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '15', '20']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText(/Page 2/)).toBeInTheDocument();

    await user.selectOptions(select, '10');
    expect(useMembersPage).toHaveBeenLastCalledWith(10, null);
    expect(screen.getByText(/Page 1/)).toHaveTextContent('Page 1 · Showing members 1–10');
    expect(names()).toHaveLength(10);
  });

  it('shows six skeleton cards while a page loads', () => {
    jest.mocked(useMembersPage).mockReturnValue(fakeResult('loading'));
    renderWithProviders(<MembersList />);
    expect(screen.getAllByTestId('directory-card-skeleton')).toHaveLength(6);
  });

  it('shows as many skeleton cards as the first page showed on the last visit', () => {
    serveMembers(3);
    const { unmount } = renderWithProviders(<MembersList />);
    expect(names()).toHaveLength(3);
    unmount();
    jest.mocked(useMembersPage).mockReturnValue(fakeResult('loading'));
    renderWithProviders(<MembersList />);
    expect(screen.getAllByTestId('directory-card-skeleton')).toHaveLength(3);
  });
});
