import type { EventRosterRowWire } from '@domain/wire/event-roster';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedDate, FormattedMessage } from 'react-intl';

import {
  BeltText,
  DivisionText,
  FeeText,
  NOT_GIVEN,
  PaidText,
  RoleText,
  StatusText,
  TierText,
  rosterName,
} from './roster-cells';

const COLUMNS = [
  'name',
  'memberId',
  'club',
  'division',
  'belt',
  'role',
  'tier',
  'status',
  'paid',
  'fee',
  'enteredAt',
] as const;

// Names and clubs may run long: they wrap, the short cells do not. Eleven columns: narrower
// padding than MUI's, so they fit a desktop dialog.
const CELLS = {
  '& td, & th': { whiteSpace: 'nowrap', px: 1.25 },
  '& .roster-wrap': { whiteSpace: 'normal', minWidth: 120 },
} as const;

/** The roster's rows; wider than a phone, it scrolls inside its own box. */
export function RosterTable({ rows }: { rows: EventRosterRowWire[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" sx={CELLS}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 700 }}>
                <FormattedMessage id={`admin.events.roster.column.${column}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell component="th" scope="row" className="roster-wrap">
                {rosterName(row)}
              </TableCell>
              <TableCell>{row.member_id ?? NOT_GIVEN}</TableCell>
              <TableCell className="roster-wrap">{row.club_name ?? NOT_GIVEN}</TableCell>
              <TableCell>
                <DivisionText row={row} />
              </TableCell>
              <TableCell>
                <BeltText row={row} />
              </TableCell>
              <TableCell>
                <RoleText row={row} />
              </TableCell>
              <TableCell>
                <TierText row={row} />
              </TableCell>
              <TableCell>
                <StatusText row={row} />
              </TableCell>
              <TableCell>
                <PaidText row={row} />
              </TableCell>
              <TableCell>
                <FeeText row={row} />
              </TableCell>
              <TableCell>
                {row.entered_at ? (
                  <FormattedDate value={row.entered_at} dateStyle="medium" />
                ) : (
                  NOT_GIVEN
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
