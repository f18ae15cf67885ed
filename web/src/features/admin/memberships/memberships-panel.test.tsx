import type { MembershipWire } from '@domain/wire/membership';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import {
  apiError,
  apiHandler,
  apiServer,
  sentTo,
  serveApi,
  serverError,
} from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetScreenWidth, setScreenWidth } from '../../../testing/screen-width';
import { membershipWire } from '../../../testing/wire-records';

import { MembershipsPanel } from './memberships-panel';

jest.mock('../../../lib/firebase/load-firebase');

const referee = (n: number): MembershipWire =>
  membershipWire({
    id: `referee-${n}-abcdef`,
    member_id: null,
    athlete_name: `Referee Number${n}`,
    first_name: 'Referee',
    last_name: `Number${n}`,
    email: `ref${n}@example.org`,
    phone: null,
    role: 'referee',
    belt_rank: '1st_dan_black_belt',
    current_school: 'Lakeshore Taekwondo',
    competition_categories: [],
    division: null,
    status: 'active',
    created_at: null,
    activated_at: null,
    expires_at: null,
  });

const LIST = 'GET /memberships';
/** Answers the membership list with these rows and total, until a test serves others. */
const serveList = (memberships: MembershipWire[], total = memberships.length) =>
  apiServer.use(apiHandler(LIST, () => ({ memberships, total })));
const listRequests = () => sentTo(LIST).length;

// MUI selects are slow to drive on a shared machine.
jest.setTimeout(30_000);

function renderPanel(kind: 'memberships' | 'coaches' | 'referees' = 'referees') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <MembershipsPanel kind={kind} />
    </ConfigContext.Provider>,
  );
  return user;
}

/** The last list request's query (its values as sent: text). */
const lastQuery = () => sentTo(LIST).at(-1)?.query ?? {};
/** The bodies a membership's endpoint received, by the membership's id. */
const sentFor = (key: Parameters<typeof sentTo>[0]) =>
  sentTo(key).map(({ params, body }) => ({ id: (params as { id: string }).id, body }));

serveApi();

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-admin'));
  serveList(
    Array.from({ length: 10 }, (_, i) => referee(i + 1)),
    23,
  );
  apiServer.use(apiHandler('GET /audit', () => ({ entries: [] })));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('All Referees', () => {
  it('lists only referees, ten a page, with the paging text', async () => {
    renderPanel();
    expect(screen.getByText('Loading referees...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Referees' })).toBeInTheDocument();
    expect(screen.getByText('Manage all referee memberships in the system')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ skip: '0', limit: '10', role: 'referee' });
  });

  it('searches on the server 300 ms after typing stops and goes back to page 1', async () => {
    const user = renderPanel();
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ skip: '10' }));
    const calls = listRequests();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search referees by name, email, or school...' }),
      'park',
    );
    act(() => jest.advanceTimersByTime(299));
    expect(listRequests()).toBe(calls);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'park', skip: '0' }));
    expect(listRequests()).toBe(calls + 1);
  });

  it('asks for the next page after the last row shown, and for page 1 again from the start', async () => {
    const user = renderPanel();
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ skip: '10', after: 'referee-10-abcdef' }),
    );
    await screen.findByText('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ skip: '0' }));
    expect(lastQuery().after).toBeUndefined();
  });

  it('filters on a status, including not yet eligible, back on page 1', async () => {
    const user = renderPanel();
    await screen.findByText('Page 1 of 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'NOT YET ELIGIBLE');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        status: 'not_yet_eligible',
        skip: '0',
        role: 'referee',
      }),
    );
  });

  it('shows the error with Try Again, which reloads the same page, search and filter', async () => {
    const user = renderPanel();
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ skip: '10' }));
    apiServer.use(apiHandler(LIST, () => serverError(), { once: true }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ACTIVE');
    expect(await screen.findByText('Error Loading Referees')).toBeInTheDocument();
    expect(screen.getByText('Failed to load referees')).toBeInTheDocument();
    const failed = lastQuery();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(listRequests()).toBeGreaterThan(3));
    expect(lastQuery()).toEqual(failed);
    expect(await screen.findByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
  });

  it('says when there are no referees at all, or none matching the search', async () => {
    serveList([]);
    const user = renderPanel();
    expect(await screen.findByText('No Referees Found')).toBeInTheDocument();
    expect(screen.getByText('No referees have been registered yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'zz');
    act(() => jest.advanceTimersByTime(300));
    expect(await screen.findByText('No referees match your search criteria.')).toBeInTheDocument();
  });

  it('changes a review status inline, without a reason', async () => {
    apiServer.use(apiHandler('PUT /memberships/{id}/admin', () => referee(1)));
    const user = renderPanel();
    await screen.findByText('Page 1 of 3');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of Referee Number1' }),
      'APPROVED',
    );
    await waitFor(() =>
      expect(sentFor('PUT /memberships/{id}/admin')).toEqual([
        { id: 'referee-1-abcdef', body: { status: 'approved' } },
      ]),
    );
  });

  it('suspends only with a reason, confirmed in a dialog', async () => {
    apiServer.use(
      apiHandler('POST /memberships/{id}/suspend', () => ({ ...referee(1), status: 'suspended' })),
    );
    const user = renderPanel();
    await screen.findByText('Page 1 of 3');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of Referee Number1' }),
      'SUSPENDED',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Referee Number1?' });
    expect(sentTo('PUT /memberships/{id}/admin')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument();
    expect(sentTo('POST /memberships/{id}/suspend')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Conduct review ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(sentFor('POST /memberships/{id}/suspend')).toEqual([
        { id: 'referee-1-abcdef', body: { reason: 'Conduct review' } },
      ]),
    );
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('focuses the reason once the dialog opens, and gives focus back to the status on Escape', async () => {
    const user = renderPanel();
    const status = await screen.findByRole('combobox', { name: 'Status of Referee Number1' });
    await user.selectOptions(status, 'SUSPENDED');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Referee Number1?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(status).toHaveFocus();
  });

  it("opens a membership's edit dialog with its history", async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Referee Number1' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit Membership: Referee Number1',
    });
    expect(await within(dialog).findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    apiServer.use(
      apiHandler('POST /memberships/{id}/activate', () =>
        apiError(400, {
          detail: 'This membership expired on 2026-11-01; renew it instead.',
          code: 'VALIDATION_ERROR',
          message_key: 'membership.expired',
          params: { date: '2026-11-01' },
        }),
      ),
    );
    serveList([{ ...referee(2), status: 'suspended' }]);
    const user = renderPanel();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of Referee Number2' }),
      'ACTIVE',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Activate Referee Number2?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Paid at the club');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(
      await within(dialog).findByText('This membership expired on 2026-11-01; renew it instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('filters on the expiry and shows each expiry date', async () => {
    serveList([{ ...referee(1), expires_at: '2027-03-01T15:00:00.000Z' }]);
    const user = renderPanel();
    expect(await screen.findByText('Expires Mar 1, 2027')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Expiry' }),
      'Expiring within 30 days',
    );
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ expiry: 'within_30_days', role: 'referee', skip: '0' }),
    );
  });

  it('asks before deleting, saying the membership goes to the trash', async () => {
    apiServer.use(
      apiHandler('DELETE /memberships/{id}/soft', () => ({
        ...referee(2),
        deleted_at: '2026-03-01T12:00:00.000Z',
      })),
    );
    const user = renderPanel();
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Delete Referee Number2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to trash?' });
    expect(
      within(dialog).getByText(
        'Referee Number2 will be moved to the trash. You can restore it from the Trash view.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo('DELETE /memberships/{id}/soft')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Referee Number2' }));
    await user.click(screen.getByRole('button', { name: 'Move to Trash' }));
    await waitFor(() =>
      expect(sentFor('DELETE /memberships/{id}/soft')).toEqual([
        { id: 'referee-2-abcdef', body: undefined },
      ]),
    );
  });

  it('lists the trash and restores from it', async () => {
    apiServer.use(apiHandler('POST /memberships/{id}/restore', () => referee(3)));
    const user = renderPanel();
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Trash' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ deleted: 'true', skip: '0' }));
    await user.click(await screen.findByRole('button', { name: 'Restore Referee Number3' }));
    await waitFor(() =>
      expect(sentFor('POST /memberships/{id}/restore')).toEqual([
        { id: 'referee-3-abcdef', body: undefined },
      ]),
    );
  });
});

describe('Admin membership tabs', () => {
  it.each([
    ['coaches', 'Coach'],
    ['referees', 'Referee'],
    ['memberships', 'Member'],
  ] as const)('the %s tab names its first column %s', async (kind, header) => {
    renderPanel(kind);
    await screen.findByText('Page 1 of 3');
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent(header);
  });

  it.each([
    ['coaches', 'Failed to load coaches'],
    ['referees', 'Failed to load referees'],
    ['memberships', 'Failed to load memberships'],
  ] as const)('the %s tab says %s when its list fails', async (kind, message) => {
    apiServer.use(apiHandler(LIST, () => serverError()));
    renderPanel(kind);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows no paging text when every row fits on one page', async () => {
    serveList([referee(1), referee(2)]);
    renderPanel('coaches');
    expect(await screen.findByText('Referee Number2')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

describe('All Memberships', () => {
  it('filters on the role too', async () => {
    const user = renderPanel('memberships');
    await screen.findByText('Page 1 of 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Coach');
    await waitFor(() => expect(lastQuery()).toMatchObject({ role: 'coach', skip: '0' }));
  });
});

describe('The admin membership tables on a 1280 px screen', () => {
  it("keep who, role, plan, the status selector and payment in the row; the rest in the row's details", async () => {
    const user = renderPanel('memberships');
    await screen.findByText('Page 1 of 3');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Member',
      'Role',
      'Tier',
      'Status',
      'Payment',
      'Details',
    ]);
    const row = screen.getByRole('row', { name: /Referee Number1\b/ });
    expect(
      within(row).getByRole('combobox', { name: 'Status of Referee Number1' }),
    ).toBeInTheDocument();
    expect(within(row).getByText('ref1@example.org')).toBeInTheDocument();
    expect(screen.queryByText('Lakeshore Taekwondo')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Show details of Referee Number1' }));
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Belt Rank', 'Division', 'School']);
    expect(screen.getByText('Lakeshore Taekwondo')).toBeInTheDocument();
  });
});

describe('The Coaches and Referees tabs', () => {
  afterEach(resetScreenWidth);

  it.each(['coaches', 'referees'] as const)(
    'on a 1280 px screen, the %s tab shows Division as a column, with no details toggle',
    async (kind) => {
      setScreenWidth(1280);
      serveList([{ ...referee(1), division: 'Senior' }]);
      renderPanel(kind);
      await screen.findByText('Referee Number1');
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
        kind === 'coaches' ? 'Coach' : 'Referee',
        'Belt Rank',
        'Division',
        'School',
        'Status',
      ]);
      const row = screen.getByRole('row', { name: /Referee Number1\b/ });
      expect(within(row).getByText('Senior')).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /Show details/ })).not.toBeInTheDocument();
    },
  );

  it("on a phone, keeps Division in the row's details", async () => {
    setScreenWidth(390);
    serveList([{ ...referee(1), division: 'Senior' }]);
    const user = renderPanel('coaches');
    await screen.findByText('Referee Number1');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Coach',
      'Belt Rank',
      'School',
      'Status',
      'Details',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show details of Referee Number1' }));
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Division']);
    expect(screen.getByText('Senior')).toBeInTheDocument();
  });
});

describe("A coach's or referee's certifications", () => {
  it('open from the row in a dialog', async () => {
    serveList([referee(1)]);
    apiServer.use(
      apiHandler('GET /memberships/{id}/certifications', () => ({
        certifications: [],
        next_cursor: null,
      })),
    );
    const user = renderPanel('referees');
    await user.click(
      await screen.findByRole('button', { name: 'Certifications of Referee Number1' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Certifications of Referee Number1',
    });
    expect(await within(dialog).findByText('No certifications recorded yet.')).toBeVisible();
    expect(sentTo('GET /memberships/{id}/certifications')[0]?.params).toEqual({
      id: 'referee-1-abcdef',
    });
  });

  it('are not offered on All Memberships', async () => {
    serveList([referee(1)]);
    renderPanel('memberships');
    await screen.findByText('Referee Number1');
    expect(screen.queryByRole('button', { name: /^Certifications of/ })).not.toBeInTheDocument();
  });
});

describe('MembershipsPanel, its trash', () => {
  it('When the administrator opens the trash, then each membership shows when it was trashed and when it will be erased', async () => {
    serveList([{ ...referee(1), deleted_at: '2026-03-01T12:00:00.000Z' }]);
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Trash' }));
    expect(
      await screen.findByText('Trashed on Mar 1, 2026 · erased after May 30, 2026'),
    ).toBeInTheDocument();
  });
});

describe('The handover at 18 from the console', () => {
  const athlete = (id: string, fields: Partial<MembershipWire>) =>
    membershipWire({
      ...referee(1),
      id,
      role: 'athlete',
      is_self_registration: false,
      ...fields,
    });

  it("is offered only on an adult athlete's row a parent registered, and opens the membership's handover", async () => {
    serveList([
      athlete('m-adult', {
        athlete_name: 'Leo Novak',
        first_name: 'Leo',
        last_name: 'Novak',
        date_of_birth: '2000-01-01',
      }),
      athlete('m-minor', {
        athlete_name: 'Ana Novak',
        first_name: 'Ana',
        last_name: 'Novak',
        date_of_birth: '2020-01-01',
      }),
      athlete('m-self', {
        athlete_name: 'Eva Novak',
        first_name: 'Eva',
        last_name: 'Novak',
        date_of_birth: '2000-01-01',
        is_self_registration: true,
      }),
    ]);
    apiServer.use(
      apiHandler('GET /memberships/{id}/handover', () => ({
        membership_id: 'm-adult',
        athlete_name: 'Leo Novak',
        member_id: null,
        state: 'due',
        due_on: '2018-01-01',
        invited_email: null,
        invited_at: null,
        expires_at: null,
        completed_at: null,
        parent_read_access: null,
      })),
    );
    const user = renderPanel('memberships');
    await screen.findByText('Leo Novak');
    expect(screen.getAllByRole('button', { name: /^Handover at 18 of/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Handover at 18 of Leo Novak' }));
    const dialog = await screen.findByRole('dialog', {
      name: "Handover of Leo Novak's membership",
    });
    expect(await within(dialog).findByText('Status: due')).toBeVisible();
    expect(sentTo('GET /memberships/{id}/handover')[0]?.params).toEqual({ id: 'm-adult' });
  });

  it('is not offered in the trash', async () => {
    serveList([
      athlete('m-adult', {
        athlete_name: 'Leo Novak',
        first_name: 'Leo',
        last_name: 'Novak',
        date_of_birth: '2000-01-01',
        deleted_at: '2026-03-01T12:00:00.000Z',
      }),
    ]);
    const user = renderPanel('memberships');
    await user.click(await screen.findByRole('button', { name: 'Trash' }));
    await screen.findByRole('button', { name: 'Restore Leo Novak' });
    expect(screen.queryByRole('button', { name: /^Handover at 18 of/ })).not.toBeInTheDocument();
  });
});
