import type { EventRosterRowWire } from '@domain/wire/event-roster';
import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';

import { Price } from '../../../../components/ui/price';

// The cells the roster table and the check-in sheet share.

/** Last name first: the roster is in last-name order. */
export const rosterName = (row: EventRosterRowWire) =>
  [row.last_name, row.first_name].filter(Boolean).join(', ');

/** A missing value, as the admin tables show one. */
export const NOT_GIVEN = '—';

export function BeltText({ row }: { row: EventRosterRowWire }) {
  return row.belt_rank ? <FormattedMessage id={`registration.belt.${row.belt_rank}`} /> : NOT_GIVEN;
}

export function DivisionText({ row }: { row: EventRosterRowWire }) {
  return row.division ? (
    <FormattedMessage id={`registration.division.${row.division}`} />
  ) : (
    NOT_GIVEN
  );
}

export function RoleText({ row }: { row: EventRosterRowWire }) {
  return row.role ? <FormattedMessage id={`registration.role.${row.role}`} /> : NOT_GIVEN;
}

export function TierText({ row }: { row: EventRosterRowWire }) {
  return row.tier ? <FormattedMessage id={`memberTable.tier.${row.tier}`} /> : NOT_GIVEN;
}

export function StatusText({ row }: { row: EventRosterRowWire }) {
  return <FormattedMessage id={`admin.events.roster.status.${row.status}`} />;
}

/** Paid, not paid, free (no fee) or refunded; and an open chargeback, which may withdraw it. */
export function PaidText({ row }: { row: EventRosterRowWire }) {
  return (
    <>
      <span>
        <FormattedMessage id={`admin.events.roster.payment.${row.payment_status}`} />
      </span>
      {row.disputed && (
        <Box component="span" sx={{ display: 'block', color: 'error.main' }}>
          <FormattedMessage id="admin.events.roster.payment.disputed" />
        </Box>
      )}
    </>
  );
}

export function FeeText({ row }: { row: EventRosterRowWire }) {
  return <Price cents={row.fee_cents} />;
}
