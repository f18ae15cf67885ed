import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../testing/render-with-providers';

import { RecordStanding, type StandingSubject } from './record-standing';

const now = new Date('2027-02-01T18:00:00Z');
const record = (fields: Partial<StandingSubject>): StandingSubject => ({
  status: 'active',
  expiresAt: '2027-06-15T18:00:00Z',
  deletedAt: null,
  statusReason: null,
  ...fields,
});

describe('RecordStanding', () => {
  it('says how long an active record is valid, in English and Spanish', () => {
    renderWithProviders(<RecordStanding record={record({})} now={now} />);
    expect(screen.getByText('Valid through June 15, 2027')).toBeInTheDocument();
    renderWithProviders(<RecordStanding record={record({})} now={now} />, { locale: 'es' });
    expect(screen.getByText('Vigente hasta el 15 de junio de 2027')).toBeInTheDocument();
  });

  it('says when an expired record expired, also before the daily job marks it', () => {
    renderWithProviders(
      <RecordStanding
        record={record({ status: 'expired', expiresAt: '2027-01-10T18:00:00Z' })}
        now={now}
      />,
    );
    expect(screen.getByText('Expired on January 10, 2027')).toBeInTheDocument();
    renderWithProviders(
      <RecordStanding record={record({ expiresAt: '2027-01-20T18:00:00Z' })} now={now} />,
    );
    expect(screen.getByText('Expired on January 20, 2027')).toBeInTheDocument();
  });

  it('says a record lapsed more than a year ago must apply again', () => {
    renderWithProviders(
      <RecordStanding
        record={record({ status: 'expired', expiresAt: '2025-12-01T18:00:00Z' })}
        now={now}
      />,
    );
    expect(screen.getByText(/Expired on December 1, 2025\. .*apply again/)).toBeInTheDocument();
  });

  it("shows the administrator's reason for a suspension, and no dates", () => {
    renderWithProviders(
      <RecordStanding
        record={record({ status: 'suspended', statusReason: 'Payment disputed' })}
        now={now}
      />,
    );
    expect(screen.getByText('Reason: Payment disputed')).toBeInTheDocument();
    expect(screen.queryByText(/Valid through/)).toBeNull();
  });
});
