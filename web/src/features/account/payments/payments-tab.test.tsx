import type { PaymentTransactionWire } from '@domain/wire/payment';
import { screen, within } from '@testing-library/react';

import { usePaymentHistory } from '../../../lib/account/use-payment-history';
import { membershipRecord } from '../../../testing/records';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { resetScreenWidth, setScreenWidth } from '../../../testing/screen-width';

import { PaymentsTab } from './payments-tab';

// A factory: the real module loads reactfire, which needs a browser's fetch.
jest.mock('../../../lib/account/use-payment-history', () => ({ usePaymentHistory: jest.fn() }));

const leo = membershipRecord({ id: 'm-leo', firstName: 'Leo', lastName: 'Khan' });

const payment = (fields: Partial<PaymentTransactionWire>): PaymentTransactionWire => ({
  id: 'pi_leo',
  membership_id: 'm-leo',
  club_membership_id: null,
  status: 'completed',
  amount: 16700,
  currency: 'usd',
  payment_method: 'card',
  payment_provider: 'stripe',
  created_at: '2026-03-01T15:00:00Z',
  updated_at: '2026-03-01T15:00:00Z',
  completed_at: '2026-03-01T15:00:00Z',
  failure_reason: null,
  purpose: 'renewal',
  membership_ids: [],
  dispute_status: null,
  event_entry: null,
  ...fields,
});

function renderHistory(transactions: PaymentTransactionWire[], locale: 'en' | 'es' = 'en') {
  jest.mocked(usePaymentHistory).mockReturnValue({
    status: 'success',
    transactions,
    error: null,
    refresh: jest.fn(),
  });
  renderWithProviders(<PaymentsTab uid="u1" memberships={[leo]} clubs={[]} />, { locale });
}

afterEach(resetScreenWidth);

describe('PaymentsTab', () => {
  it.each([
    ['a phone', 390],
    ['a tablet in portrait', 820],
  ])(
    'on %s, shows each payment as a card with its date, what it paid, amount and status',
    (_, width) => {
      setScreenWidth(width);
      renderHistory([
        payment({}),
        payment({
          id: 'pi_old',
          membership_id: 'm-other',
          status: 'failed',
          created_at: '2025-02-01T15:00:00Z',
          completed_at: null,
        }),
      ]);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByText(/larger screen/)).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Payment History' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const first = within(cards[0]);
      expect(first.getByRole('heading', { level: 3, name: 'Leo Khan' })).toBeInTheDocument();
      expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual([
        'Date',
        'Type',
        'Tier',
        'Amount',
        'Status',
      ]);
      expect(first.getAllByRole('definition').map((value) => value.textContent)).toEqual([
        'Mar 1, 2026',
        'Renewal',
        'Basic',
        '$167',
        'Completed',
      ]);
      expect(
        within(cards[1]).getByRole('heading', { level: 3, name: 'Unknown Member' }),
      ).toBeInTheDocument();
      expect(within(cards[1]).getByText('Failed')).toBeInTheDocument();
    },
  );

  it('on a phone in Spanish, labels the card in Spanish and shows a dispute', () => {
    setScreenWidth(390);
    renderHistory([payment({ dispute_status: 'open' })], 'es');
    const card = within(screen.getByRole('list', { name: 'Historial de pagos' })).getByRole(
      'listitem',
    );
    expect(within(card).getByText('Renovación')).toBeInTheDocument();
    expect(within(card).getByText('Fecha')).toBeInTheDocument();
    expect(
      within(card).getByText(/Disputa abierta|emisor de la tarjeta está revisando/),
    ).toBeInTheDocument();
  });

  it("when the history cannot be read, says so in the reader's language instead of Firestore's English error", () => {
    jest.mocked(usePaymentHistory).mockReturnValue({
      status: 'error',
      transactions: [],
      error: 'Missing or insufficient permissions.',
      refresh: jest.fn(),
    });
    renderWithProviders(<PaymentsTab uid="u1" memberships={[leo]} clubs={[]} />, {
      locale: 'es',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el historial de pagos');
    expect(alert).toHaveTextContent(
      'No pudimos leer sus pagos en este momento. Revise su conexión y pulse Actualizar para intentarlo de nuevo.',
    );
    expect(alert).not.toHaveTextContent('Missing or insufficient permissions');
  });

  it('on a desktop screen, shows the table', () => {
    setScreenWidth(1280);
    renderHistory([payment({})]);
    const row = screen.getByRole('row', { name: /Leo Khan/ });
    expect(within(row).getByText('$167')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Payment History' })).not.toBeInTheDocument();
  });
});
