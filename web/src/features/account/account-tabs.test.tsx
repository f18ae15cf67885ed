import type { PaymentTransactionWire } from '@domain/wire/payment';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import { usePaymentHistory } from '../../lib/account/use-payment-history';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import type { ClubRecord, MembershipRecord } from '../../lib/records/records';
import type { SessionUser } from '../../lib/session/session-user';
import { apiHandler, apiServer, sentTo, serveApi } from '../../testing/api-server';
import { accountRecord, clubRecord, membershipRecord } from '../../testing/records';
import { renderWithProviders } from '../../testing/render-with-providers';
import { resetScreenWidth, setScreenWidth } from '../../testing/screen-width';
import { membershipWire } from '../../testing/wire-records';

import { AccountTabs } from './account-tabs';
import type { AddMembershipSlot } from './memberships/add-membership-dialog';

jest.mock('../../lib/firebase/load-firebase');
// A factory: the real module loads reactfire, which needs a browser's fetch.
jest.mock('../../lib/account/use-payment-history', () => ({ usePaymentHistory: jest.fn() }));

const user: SessionUser = {
  uid: 'u1',
  email: 'aisha@example.org',
  displayName: 'Aisha Khan',
  photoURL: null,
  emailVerified: true,
  isAdmin: false,
};

const account = accountRecord({
  id: 'u1',
  email: 'aisha@example.org',
  role: 'member',
  firstName: 'Aisha',
  lastName: 'Khan',
  phone: '847-555-0133',
  dateOfBirth: '1998-12-01',
  gender: 'female',
});

const membership = (fields: Partial<MembershipRecord>) =>
  membershipRecord({
    status: 'approved',
    paymentStatus: 'pending',
    firstName: 'Aisha',
    lastName: 'Khan',
    dateOfBirth: '1998-12-01',
    competitionCategories: ['poomsae'],
    role: 'referee',
    beltRank: '4th_dan_black_belt',
    division: 'Senior',
    currentSchool: 'Evanston Martial Arts',
    ...fields,
  });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const club = (fields: Partial<ClubRecord>) =>
  clubRecord({
    id: 'c1',
    memberId: 'ITC-2026-0001',
    defaultCoachMemberId: 'IT-2026-0002',
    clubAddress: '3100 N Sheridan Rd',
    clubEmail: 'info@lakeshore.example',
    clubPhone: '773-555-0145',
    ...fields,
  });

function renderTabs({
  route = '/my-account',
  complete = true,
  memberships = [membership({})],
  clubs = [] as ClubRecord[],
  addMembership = undefined as AddMembershipSlot | undefined,
  locale = 'en' as 'en' | 'es',
  isAdmin = false,
} = {}) {
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <AccountTabs
        user={{ ...user, isAdmin }}
        account={complete ? account : { ...account, gender: null }}
        complete={complete}
        memberships={{ status: 'success', data: memberships }}
        clubs={{ status: 'success', data: clubs }}
        addMembership={addMembership}
      />
    </ConfigContext.Provider>,
    { route, locale },
  );
}

/** A payment intent as the API opens it: the test panel pays it under the emulators. */
const intent = (id: string, amount: number) => ({
  client_secret: `${id}_secret_x`,
  payment_intent_id: id,
  amount,
  currency: 'usd',
});

/** The bodies each payment intent was opened with, by kind. */
const intentsOpened = {
  membership: () => sentTo('POST /payments/create-payment-intent').map(({ body }) => body),
  club: () => sentTo('POST /payments/club/create-payment-intent').map(({ body }) => body),
  household: () => sentTo('POST /payments/household/create-payment-intent').map(({ body }) => body),
};

/** The memberships saved through the owner's path and through the administrator's. */
const ownerSaves = () => sentTo('PUT /memberships/{id}');
const adminSaves = () => sentTo('PUT /memberships/{id}/admin');

serveApi();

describe('AccountTabs', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-u1'));
    jest.mocked(usePaymentHistory).mockReturnValue({
      status: 'success',
      transactions: [],
      error: null,
      refresh: jest.fn(),
    });
    apiServer.use(
      apiHandler('POST /payments/create-payment-intent', ({ body }) => ({
        ...intent('pi_membership', 16700),
        clientSecret: 'pi_membership_secret_x',
        purpose: body.membership_tier ? 'renewal' : 'first',
      })),
      apiHandler('POST /payments/club/create-payment-intent', () => ({
        ...intent('pi_club', 29700),
        purpose: 'renewal',
      })),
      apiHandler('POST /payments/household/create-payment-intent', ({ body }) => ({
        ...intent('pi_home', 41400),
        membership_ids: body.membership_ids,
      })),
      apiHandler('GET /entries', () => ({ entries: [] })),
      // No athlete turning 18 and no certifications on record in these households.
      apiHandler('GET /handover/me', () => ({ handovers: [] })),
      apiHandler('GET /certifications/me', () => ({ certifications: [] })),
      apiHandler('PUT /memberships/{id}', ({ params }) => membershipWire({ id: params.id })),
      apiHandler('PUT /memberships/{id}/admin', ({ params }) => membershipWire({ id: params.id })),
    );
  });

  it('disables every tab but Account until the account is complete, and says why', async () => {
    renderTabs({ complete: false });
    await waitFor(() => expect(screen.queryByText('Loading your account...')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Memberships', 'Member Cards', 'Clubs', 'Events', 'Payments']) {
      expect(screen.getByRole('tab', { name })).toBeDisabled();
    }
    expect(screen.getByText('Complete your account information first')).toBeInTheDocument();
  });

  it('opens the memberships tab by default and the tab named in the query', async () => {
    renderTabs({ route: '/my-account?tab=events' });
    expect(await screen.findByText('No event entries yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Memberships' }));
    expect(screen.getByRole('heading', { name: 'My Memberships' })).toBeInTheDocument();
  });

  it('shows Pending for a missing member ID, the date of birth as stored, the belt by name and Basic as the default tier', () => {
    renderTabs();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Dec 1, 1998')).toBeInTheDocument();
    expect(screen.getByText('Black belt, 4th dan')).toBeInTheDocument();
    expect(screen.getByText('Basic')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('names the belt and the age division in Spanish for a Spanish reader', () => {
    renderTabs({ locale: 'es' });
    expect(screen.getByText('Cinturón negro, 4.º dan')).toBeInTheDocument();
    expect(screen.getByText('Mayor')).toBeInTheDocument();
  });

  it("opens the app's wizard for Add New Membership in a dialog, which finishing closes", async () => {
    const addMembership = jest.fn<ReturnType<AddMembershipSlot>, Parameters<AddMembershipSlot>>(
      (onDone) => (
        <button type="button" onClick={onDone}>
          Complete Registration
        </button>
      ),
    );
    renderTabs({ addMembership });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add New Membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Membership' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'My Memberships' })).toBeInTheDocument();
  });

  it('closes the Add New Membership dialog with its close button, in Spanish', async () => {
    renderTabs({ addMembership: () => <p>Asistente</p>, locale: 'es' });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar nueva membresía' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar nueva membresía' });
    expect(within(dialog).getByText('Asistente')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says there are no memberships yet and links Add New Membership to the wizard', () => {
    renderTabs({ memberships: [] });
    expect(screen.getByText('No memberships yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Membership' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('opens the direct payment of an approved membership from a payment link', async () => {
    renderTabs({ route: '/my-account?membership_id=m1&payment=pending' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your application has been approved!')).toBeInTheDocument();
    await waitFor(() => expect(intentsOpened.membership()).toEqual([{ membership_id: 'm1' }]));
  });

  it('opens the paid membership on its payment tab after payment=success', async () => {
    renderTabs({
      route: '/my-account?payment=success',
      memberships: [
        membership({ id: 'm0', firstName: 'Leo' }),
        membership({ status: 'active', paymentStatus: 'paid', memberId: 'IT-2026-0042' }),
      ],
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Payment Successful!')).toBeInTheDocument();
    expect(within(dialog).getByText('Member ID: IT-2026-0042')).toBeInTheDocument();
  });

  it('keeps a membership in review read-only, with Close only', async () => {
    renderTabs({ memberships: [membership({ status: 'in_review' })] });
    await userEvent.click(screen.getByRole('button', { name: 'Edit membership of Aisha Khan' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Under Review - Details are read-only')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/First Name/)).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows the Pending badge on the payment tab of an approved membership', async () => {
    renderTabs();
    await userEvent.click(screen.getByRole('button', { name: 'Edit membership of Aisha Khan' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Payment Pending' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Belt Rank/)).toBeDisabled();
  });

  it('offers the edit pencil for active clubs and Pay Now only when the club payment is due', async () => {
    renderTabs({
      route: '/my-account?tab=clubs',
      clubs: [
        club({}),
        club({ id: 'c2', clubName: 'Prairie', status: 'approved', paymentStatus: 'pending' }),
        club({ id: 'c3', clubName: 'Review', status: 'in_review', paymentStatus: 'pending' }),
      ],
    });
    expect(
      await screen.findByRole('button', { name: 'Edit club Lakeshore Taekwondo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit club Prairie' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit club Review' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Pay Now/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pay Now for Prairie' })).toBeInTheDocument();
  });

  it('lets an administrator edit role, belt, school, tier and categories, saved through the admin path', async () => {
    renderTabs({ isAdmin: true });
    await userEvent.click(screen.getByRole('button', { name: 'Edit membership of Aisha Khan' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText('Only administrators can change this')).toBeNull();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Coach' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Belt Rank/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Black belt, 5th dan' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tier/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Champion' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /School/ }), {
      target: { value: 'Evanston Tigers' },
    });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sparring' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adminSaves()).toEqual([
      {
        params: { id: 'm1' },
        body: expect.objectContaining({
          taekwondo_background: {
            role: 'coach',
            belt_rank: '5th_dan_black_belt',
            current_school: 'Evanston Tigers',
            competition_categories: ['poomsae', 'kyorugi'],
          },
          membership_tier: 'champion',
          personal_info: expect.objectContaining({ first_name: 'Aisha' }),
        }),
        query: {},
      },
    ]);
    expect(ownerSaves()).toEqual([]);
  }, 20_000);

  it('keeps role, belt, school and tier locked for a member, who ticks their own competition categories, saved through the owner path', async () => {
    renderTabs();
    await userEvent.click(screen.getByRole('button', { name: 'Edit membership of Aisha Khan' }));
    const dialog = screen.getByRole('dialog');
    for (const label of [/Role/, /Belt Rank/, /School/, /Tier/]) {
      expect(within(dialog).getByLabelText(label)).toBeDisabled();
    }
    expect(within(dialog).getAllByText('Only administrators can change this')).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sparring' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(ownerSaves()).toHaveLength(1));
    const [{ params, body: payload }] = ownerSaves();
    expect(params).toEqual({ id: 'm1' });
    expect(payload.taekwondo_background).toEqual({
      competition_categories: ['poomsae', 'kyorugi'],
    });
    expect(payload).not.toHaveProperty('membership_tier');
    expect(adminSaves()).toEqual([]);
  });

  it('shows the competition categories read-only while the membership is in review', async () => {
    renderTabs({ memberships: [membership({ status: 'in_review' })] });
    await userEvent.click(screen.getByRole('button', { name: 'Edit membership of Aisha Khan' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Sparring' })).toBeDisabled();
  });

  it("names a club's fee payment after the club, with the Club tier", async () => {
    jest.mocked(usePaymentHistory).mockReturnValue({
      status: 'success',
      transactions: [
        {
          id: 'pi_club',
          membership_id: null,
          club_membership_id: 'c1',
          status: 'pending',
          amount: 29700,
          currency: 'usd',
          payment_method: 'card',
          payment_provider: 'stripe',
          created_at: '2026-03-01T15:00:00Z',
          updated_at: '2026-03-01T15:00:00Z',
          completed_at: null,
          failure_reason: null,
          purpose: 'first',
          membership_ids: [],
          dispute_status: null,
          event_entry: null,
        },
      ],
      error: null,
      refresh: jest.fn(),
    });
    renderTabs({ route: '/my-account?tab=payments', clubs: [club({})] });
    const row = await screen.findByRole('row', { name: /Lakeshore Taekwondo/ });
    expect(within(row).getByText('Club')).toBeInTheDocument();
    expect(within(row).getByText('$297')).toBeInTheDocument();
    expect(screen.queryByText('Unknown Member')).toBeNull();
  });

  it('on a tablet in portrait, opens the payment history as cards, not a placeholder', async () => {
    setScreenWidth(820);
    jest.mocked(usePaymentHistory).mockReturnValue({
      status: 'success',
      transactions: [
        {
          id: 'pi_club',
          membership_id: null,
          club_membership_id: 'c1',
          status: 'completed',
          amount: 29700,
          currency: 'usd',
          payment_method: 'card',
          payment_provider: 'stripe',
          created_at: '2026-03-01T15:00:00Z',
          updated_at: '2026-03-01T15:00:00Z',
          completed_at: '2026-03-01T15:00:00Z',
          failure_reason: null,
          purpose: 'first',
          membership_ids: [],
          dispute_status: null,
          event_entry: null,
        },
      ],
      error: null,
      refresh: jest.fn(),
    });
    try {
      renderTabs({ route: '/my-account?tab=payments', clubs: [club({})] });
      const list = await screen.findByRole('list', { name: 'Payment History' });
      expect(within(list).getByRole('listitem')).toHaveTextContent(/Lakeshore Taekwondo/);
      expect(screen.queryByText(/available on a larger screen/)).not.toBeInTheDocument();
    } finally {
      resetScreenWidth();
    }
  });

  describe('entry fees', () => {
    const entryFee = (
      fields: Partial<NonNullable<PaymentTransactionWire['event_entry']>> = {},
    ) => ({
      id: 'pi_entry',
      membership_id: null,
      club_membership_id: null,
      status: 'completed' as const,
      amount: 3000,
      currency: 'usd',
      payment_method: 'card',
      payment_provider: 'stripe',
      created_at: '2027-03-01T15:00:00Z',
      updated_at: '2027-03-01T15:00:00Z',
      completed_at: '2027-03-01T15:00:00Z',
      failure_reason: null,
      purpose: null,
      membership_ids: [],
      dispute_status: null,
      event_entry: {
        entry_id: 'ev-1_m-maya',
        event_id: 'ev-1',
        membership_id: 'm-maya',
        event_title: 'Spring Seminar',
        event_title_es: 'Seminario de primavera',
        entrant_name: 'Maya Khan',
        ...fields,
      },
    });
    const history = (fields: Partial<NonNullable<PaymentTransactionWire['event_entry']>> = {}) =>
      jest.mocked(usePaymentHistory).mockReturnValue({
        status: 'success',
        transactions: [entryFee(fields)],
        error: null,
        refresh: jest.fn(),
      });

    it('names an entry fee after the event and the person entered, not "Unknown Member"', async () => {
      history();
      renderTabs({ route: '/my-account?tab=payments' });
      const row = await screen.findByRole('row', { name: /Maya Khan/ });
      expect(within(row).getByText('Entry fee — Spring Seminar')).toBeInTheDocument();
      expect(within(row).getByText('$30')).toBeInTheDocument();
      expect(screen.queryByText('Unknown Member')).toBeNull();
    });

    it("shows the event's Spanish title in Spanish", async () => {
      history();
      renderTabs({ route: '/my-account?tab=payments', locale: 'es' });
      const row = await screen.findByRole('row', { name: /Maya Khan/ });
      expect(
        within(row).getByText('Cuota de inscripción — Seminario de primavera'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Miembro desconocido')).toBeNull();
    });

    it('names a payment stored before the names after the household membership, as an entry fee', async () => {
      history({ event_title: null, event_title_es: null, entrant_name: null });
      renderTabs({
        route: '/my-account?tab=payments',
        memberships: [membership({ id: 'm-maya', firstName: 'Maya' })],
      });
      const row = await screen.findByRole('row', { name: /Maya Khan/ });
      expect(within(row).getByText('Entry fee')).toBeInTheDocument();
    });
  });

  describe('renewals', () => {
    const leo = membership({
      id: 'm-leo',
      firstName: 'Leo',
      status: 'active',
      paymentStatus: 'paid',
      memberId: 'IT-2026-0007',
      expiresAt: inDays(20),
    });
    const mia = membership({
      id: 'm-mia',
      firstName: 'Mia',
      status: 'expired',
      paymentStatus: 'paid',
      membershipTier: 'champion',
      expiresAt: inDays(-10),
    });

    it('shows how long each membership is valid and its own Renew', () => {
      renderTabs({
        memberships: [
          leo,
          membership({
            id: 'm-x',
            status: 'active',
            paymentStatus: 'paid',
            expiresAt: inDays(300),
          }),
        ],
      });
      expect(screen.getAllByText(/^Valid through /)).toHaveLength(2);
      expect(screen.getAllByRole('button', { name: /^Renew / })).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Renew Leo Khan' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Renew all/ })).toBeNull();
    });

    it('offers one payment for the household when two memberships are due, at the sum of their prices', async () => {
      renderTabs({ memberships: [leo, mia] });
      expect(screen.getByText(/^Expired on /)).toBeInTheDocument();
      const household = screen.getByRole('region', { name: 'Household payment' });
      expect(within(household).getByText('$167')).toBeInTheDocument();
      expect(within(household).getByText('$247')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Renew Mia Khan' })).toBeInTheDocument();
      await userEvent.click(
        within(household).getByRole('button', { name: 'Renew all (2) for $414' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Household Payment' });
      expect(within(dialog).getByText('Leo Khan: renewal, Basic')).toBeInTheDocument();
      await waitFor(() =>
        expect(intentsOpened.household()).toEqual([{ membership_ids: ['m-leo', 'm-mia'] }]),
      );
    });

    it("never offers a club's coach membership on its own, nor in the household", () => {
      renderTabs({
        memberships: [
          leo,
          membership({
            id: 'm-coach',
            firstName: 'Dan',
            status: 'active',
            paymentStatus: 'paid',
            membershipTier: 'club',
            expiresAt: inDays(20),
          }),
        ],
      });
      expect(screen.getByText('Renewed with your club')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Renew Dan Khan' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Household payment' })).toBeNull();
    });

    it("shows a suspended membership's reason", () => {
      renderTabs({
        memberships: [membership({ status: 'suspended', statusReason: 'Payment disputed' })],
      });
      expect(screen.getByText('Reason: Payment disputed')).toBeInTheDocument();
    });

    it("opens a membership's renewal from the reminder link", async () => {
      renderTabs({
        route: '/my-account?membership_id=m-mia&payment=renew',
        memberships: [leo, mia],
      });
      const dialog = await screen.findByRole('dialog', { name: 'Renew Membership' });
      expect(within(dialog).getByRole('radio', { name: 'Champion: $247 per year' })).toBeChecked();
      expect(within(dialog).queryByText('Your application has been approved!')).toBeNull();
      await waitFor(() =>
        expect(intentsOpened.membership()).toEqual([
          { membership_id: 'm-mia', membership_tier: 'champion' },
        ]),
      );
    });

    it('opens the details instead when the linked membership is not due', async () => {
      renderTabs({
        route: '/my-account?membership_id=m1&payment=renew',
        memberships: [
          membership({ status: 'active', paymentStatus: 'paid', expiresAt: inDays(300) }),
        ],
      });
      expect(await screen.findByRole('dialog', { name: /Edit Membership/ })).toBeInTheDocument();
      expect(intentsOpened.membership()).toEqual([]);
    });

    it("switches to the Clubs tab and opens the club's renewal from the club reminder link", async () => {
      renderTabs({
        route: '/my-account?club_id=c1&payment=renew',
        clubs: [club({ expiresAt: inDays(5) })],
      });
      const dialog = await screen.findByRole('dialog', { name: 'Renew Club' });
      expect(within(dialog).getByText(/coach membership is included/)).toBeInTheDocument();
      await waitFor(() => expect(intentsOpened.club()).toEqual([{ club_membership_id: 'c1' }]));
      // Behind the modal dialog, the tabs are hidden from assistive technology.
      expect(screen.getByRole('tab', { name: 'Clubs', hidden: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(
        screen.getByText('Your coach membership is renewed with the club.'),
      ).toBeInTheDocument();
    });

    it('labels a household renewal with the memberships it covered and shows an open dispute', async () => {
      jest.mocked(usePaymentHistory).mockReturnValue({
        status: 'success',
        transactions: [
          {
            id: 'pi_home',
            membership_id: null,
            club_membership_id: null,
            status: 'completed',
            amount: 41400,
            currency: 'usd',
            payment_method: 'card',
            payment_provider: 'stripe',
            created_at: '2026-03-01T15:00:00Z',
            updated_at: '2026-03-01T15:00:00Z',
            completed_at: '2026-03-01T15:00:00Z',
            failure_reason: null,
            purpose: 'household',
            membership_ids: ['m-leo', 'm-mia'],
            dispute_status: 'open',
            event_entry: null,
          },
        ],
        error: null,
        refresh: jest.fn(),
      });
      renderTabs({ route: '/my-account?tab=payments', memberships: [leo, mia] });
      const row = await screen.findByRole('row', { name: /Household payment/ });
      expect(within(row).getByText('Covers Leo Khan and Mia Khan')).toBeInTheDocument();
      expect(within(row).getByText('Household')).toBeInTheDocument();
      expect(within(row).getByText('Basic, Champion')).toBeInTheDocument();
      expect(
        within(row).getByText('Disputed: the card issuer is reviewing this payment'),
      ).toBeInTheDocument();
    });
  });
});
