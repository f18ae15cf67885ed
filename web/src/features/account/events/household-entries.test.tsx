import type { HouseholdEntryWire } from '@domain/wire/event-entries';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { signedInFirebase } from '../../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { loadFirebase } from '../../../lib/firebase/load-firebase';
import { apiHandler, apiServer, serveApi } from '../../../testing/api-server';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { HouseholdEntries } from './household-entries';

jest.mock('../../../lib/firebase/load-firebase');
jest.mock('../../../components/payments/payment-dialog', () => ({ PaymentDialog: () => null }));

const entry = (fields: Partial<HouseholdEntryWire>): HouseholdEntryWire => ({
  id: 'ev-1_m-maya',
  event_id: 'ev-1',
  membership_id: 'm-maya',
  status: 'entered',
  fee_cents: 3000,
  payment_status: 'paid',
  first_name: 'Maya',
  last_name: 'Lee',
  created_at: '2027-03-01T12:00:00.000Z',
  withdrawn_at: null,
  offered_at: null,
  event: {
    id: 'ev-1',
    title: 'Spring Seminar',
    title_es: 'Seminario de primavera',
    date: '2027-04-10',
    start_time: '10:00',
    location: 'Palatine, IL',
    closes_at: '2027-04-01T05:00:00.000Z',
    refund_before_close: true,
  },
  can_withdraw: true,
  ...fields,
});

serveApi();
beforeEach(() => jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-u1')));

/** Answers the household's entries, counting the reads. */
function serveEntries(entries: HouseholdEntryWire[]) {
  const reads = { count: 0 };
  apiServer.use(
    apiHandler('GET /entries', () => {
      reads.count += 1;
      return { entries };
    }),
  );
  return reads;
}

const renderEntries = (locale: 'en' | 'es' = 'en') =>
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <HouseholdEntries />
    </ConfigContext.Provider>,
    { locale },
  );

describe('HouseholdEntries', () => {
  it('When the household has entries, then each shows its event, person, status and fee; only open ones offer Withdraw', async () => {
    serveEntries([
      entry({}),
      entry({
        id: 'ev-2_m-leo',
        first_name: 'Leo',
        status: 'waiting',
        fee_cents: 0,
        payment_status: 'none',
        can_withdraw: false,
      }),
    ]);
    renderEntries();
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0]).getByText('Spring Seminar')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Registered')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Entered: Maya Lee')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Fee: $30')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(cards[1]).getByText('Waiting list')).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('When a member confirms the withdrawal, then the refund is announced, the entry is withdrawn and the list reloads', async () => {
    const reads = serveEntries([entry({})]);
    const withdrawn: string[] = [];
    apiServer.use(
      apiHandler('POST /entries/{id}/withdraw', ({ params }) => {
        withdrawn.push(params.id);
        // The withdrawal answers the entry alone, without its event.
        const {
          event: _event,
          can_withdraw: _canWithdraw,
          ...withdrawnEntry
        } = entry({
          status: 'withdrawn',
        });
        return { entry: withdrawnEntry };
      }),
    );
    renderEntries();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this entry?' });
    expect(
      within(dialog).getByText('The entry fee of $30 will be refunded to your card.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw entry' }));
    expect(await screen.findByText('The entry is withdrawn.')).toBeInTheDocument();
    expect(withdrawn).toEqual(['ev-1_m-maya']);
    expect(reads.count).toBe(2);
  });

  it('When the household has none, then it says so in Spanish and links to the upcoming events', async () => {
    serveEntries([]);
    renderEntries('es');
    expect(await screen.findByText('Aún no tiene inscripciones a eventos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver próximos eventos' })).toHaveAttribute(
      'href',
      '/upcoming-events',
    );
  });
});
