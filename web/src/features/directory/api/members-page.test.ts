import { aMember } from '../testing/directory-fixtures';

import { shownRange, toMembersPage } from './members-page';

const found = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aMember({ id: `m-${index + 1}`, name: `Member ${index + 1}` }),
  );

describe('toMembersPage', () => {
  it('shows a page and starts the next one after its last member when one more was found', () => {
    const page = toMembersPage(found(6), 5);
    expect(page.members.map((member) => member.id)).toEqual(['m-1', 'm-2', 'm-3', 'm-4', 'm-5']);
    expect(page.hasNext).toBe(true);
    expect(page.nextCursor).toEqual({ name: 'Member 5', id: 'm-5' });
  });

  it('marks the last page when no extra member came back', () => {
    const page = toMembersPage(found(3), 5);
    expect(page.members).toHaveLength(3);
    expect(page.hasNext).toBe(false);
    expect(page.nextCursor).toBeNull();
  });
});

describe('shownRange', () => {
  it('numbers the members shown on a page from one', () => {
    expect(shownRange(1, 5, 5)).toEqual({ from: 1, to: 5 });
    expect(shownRange(3, 10, 4)).toEqual({ from: 21, to: 24 });
  });
});
