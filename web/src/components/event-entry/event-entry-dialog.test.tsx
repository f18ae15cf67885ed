import type { EntryOptionsWire, EventEntryWire } from '@domain/wire/event-entries';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfigContext } from '../../config/config-context';
import { theme } from '../../config/theme';
import { signedInFirebase } from '../../lib/api/fake-fetch';
import { emulatorTestConfig } from '../../lib/api/test-runtime-config';
import { loadFirebase } from '../../lib/firebase/load-firebase';
import { apiHandler, apiServer, sentTo, serveApi } from '../../testing/api-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { PaymentTarget } from '../payments/payment-target';

import EventEntryDialog from './event-entry-dialog';

jest.mock('../../lib/firebase/load-firebase');
// The dues' payment dialog has its own tests: here, only what it is asked to pay.
jest.mock('../payments/payment-dialog', () => ({
  PaymentDialog: ({ target }: { target: PaymentTarget | null }) =>
    target ? (
      <div role="dialog" aria-label="payment">
        {JSON.stringify(target)}
      </div>
    ) : null,
}));

const OPTIONS: EntryOptionsWire = {
  event: {
    id: 'ev-1',
    title: 'Spring Seminar',
    title_es: 'Seminario de primavera',
    date: '2027-04-10',
    closes_at: '2027-04-01T05:00:00.000Z',
    capacity: 20,
    places_left: 3,
    refund_before_close: true,
  },
  options: [
    {
      membership_id: 'm-maya',
      first_name: 'Maya',
      last_name: 'Lee',
      member_id: 'IL-2026-000010',
      eligible: true,
      fee_cents: 3000,
      reasons: [],
      entry: null,
    },
    {
      membership_id: 'm-leo',
      first_name: 'Leo',
      last_name: 'Lee',
      member_id: null,
      eligible: false,
      fee_cents: null,
      reasons: [
        { code: 'membership_expired' },
        { code: 'division_only', divisions: ['Cadet'] },
        { code: 'belt_minimum', belt: 'blue' },
      ],
      entry: null,
    },
  ],
};

function renderDialog(locale: 'en' | 'es' = 'en') {
  const onClose = jest.fn();
  renderWithProviders(
    <ConfigContext.Provider value={emulatorTestConfig()}>
      <EventEntryDialog eventId="ev-1" eventTitle="Spring Seminar" onClose={onClose} />
    </ConfigContext.Provider>,
    { locale },
  );
  return { onClose };
}

const entry = (status: EventEntryWire['status'], fee: number): EventEntryWire => ({
  id: 'ev-1_m-maya',
  event_id: 'ev-1',
  membership_id: 'm-maya',
  status,
  fee_cents: fee,
  payment_status: fee > 0 ? 'pending' : 'none',
  first_name: 'Maya',
  last_name: 'Lee',
  created_at: null,
  withdrawn_at: null,
  offered_at: null,
});

const hexToRgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

serveApi();

describe('EventEntryDialog', () => {
  beforeEach(() => {
    jest.mocked(loadFirebase).mockResolvedValue(signedInFirebase('token-parent'));
    apiServer.use(apiHandler('GET /events/{id}/entry-options', () => OPTIONS));
  });

  it('When a parent opens it, then the eligible child is offered with the fee and the other is disabled with each reason', async () => {
    renderDialog();
    const maya = await screen.findByRole('radio', { name: /Maya Lee/ });
    expect(maya).toBeChecked();
    expect(screen.getByText('$30')).toBeInTheDocument();
    const leo = screen.getByRole('radio', { name: /Leo Lee/ });
    expect(leo).toBeDisabled();
    expect(
      screen.getByText('Membership expired · Division Cadet only · Blue belt or higher'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 places left')).toBeInTheDocument();
  });

  it("When a child may not enter, then the reason reads at full contrast outside the greyed name and describes the child's option", async () => {
    renderDialog();
    await screen.findByRole('radio', { name: /Maya Lee/ });
    const leo = screen.getByRole('radio', { name: /Leo Lee/ });
    expect(leo).toHaveAccessibleName('Leo Lee');
    const reasons = 'Membership expired · Division Cadet only · Blue belt or higher';
    expect(leo).toHaveAccessibleDescription(reasons);
    const reason = screen.getByText(reasons);
    expect(reason.closest('.Mui-disabled')).toBeNull();
    expect(getComputedStyle(reason).color).toBe(hexToRgb(theme.palette.error.main));
    for (let node: HTMLElement | null = reason; node; node = node.parentElement) {
      expect(getComputedStyle(node).opacity).not.toMatch(/^0(\.|$)/);
    }
    expect(screen.getByRole('radio', { name: /Maya Lee/ })).toHaveAccessibleDescription('$30');
  });

  it('When the reader reads Spanish, then the reasons are in Spanish', async () => {
    renderDialog('es');
    expect(
      await screen.findByText(
        'Membresía vencida · Solo división Cadete · Cinturón azul o superior',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inscribir' })).toBeEnabled();
  });

  it('When the entry holds a place with a fee, then the payment dialog opens for that entry', async () => {
    apiServer.use(
      apiHandler('POST /events/{id}/entries', () => ({
        entry: entry('pending_payment', 3000),
        payment: null,
      })),
    );
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const payment = await screen.findByRole('dialog', { name: 'payment' });
    expect(sentTo('POST /events/{id}/entries')).toEqual([
      { params: { id: 'ev-1' }, body: { membership_id: 'm-maya' }, query: {} },
    ]);
    expect(JSON.parse(payment.textContent ?? '')).toEqual({
      kind: 'event_entry',
      id: 'ev-1_m-maya',
      name: 'Maya Lee',
      eventTitle: 'Spring Seminar',
      feeCents: 3000,
    });
  });

  it('When a free entry is entered or the event is full, then the dialog says so without payment', async () => {
    apiServer.use(
      apiHandler('POST /events/{id}/entries', () => ({
        entry: entry('waiting', 0),
        payment: null,
      })),
    );
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText(/Maya Lee is on the waiting list/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'payment' })).not.toBeInTheDocument();
  });
});
