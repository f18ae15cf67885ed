import type { HouseholdEntryWire } from '@domain/wire/event-entries';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../../config/config-context';
import { emulatorTestConfig } from '../../../lib/api/test-runtime-config';
import { listHouseholdEntries, withdrawEntry } from '../../../lib/events/event-entries-api';
import { renderWithProviders } from '../../../testing/render-with-providers';

import { HouseholdEntries } from './household-entries';

jest.mock('../../../lib/events/event-entries-api');
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

const renderEntries = (locale: 'en' | 'es' = 'en') =>
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <HouseholdEntries />
    </ConfigContext.Provider>,
    { locale },
  );

describe('HouseholdEntries', () => {
  beforeEach(() => jest.clearAllMocks());

  it('When the household has entries, then each shows its event, person, status and fee; only open ones offer Withdraw', async () => {
    jest.mocked(listHouseholdEntries).mockResolvedValue([
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
    jest.mocked(listHouseholdEntries).mockResolvedValue([entry({})]);
    jest.mocked(withdrawEntry).mockResolvedValue({ entry: entry({ status: 'withdrawn' }) });
    renderEntries();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this entry?' });
    expect(
      within(dialog).getByText('The entry fee of $30 will be refunded to your card.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw entry' }));
    expect(withdrawEntry).toHaveBeenCalledWith(expect.anything(), 'ev-1_m-maya');
    expect(await screen.findByText('The entry is withdrawn.')).toBeInTheDocument();
    expect(listHouseholdEntries).toHaveBeenCalledTimes(2);
  });

  it('When the household has none, then it says so in Spanish and links to the upcoming events', async () => {
    jest.mocked(listHouseholdEntries).mockResolvedValue([]);
    renderEntries('es');
    expect(await screen.findByText('Aún no tiene inscripciones a eventos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver próximos eventos' })).toHaveAttribute(
      'href',
      '/upcoming-events',
    );
  });
});
