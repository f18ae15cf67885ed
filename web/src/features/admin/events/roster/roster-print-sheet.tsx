import type { EventRosterRowWire } from '@domain/wire/event-roster';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createPortal } from 'react-dom';
import { FormattedDate, FormattedMessage } from 'react-intl';

import { localDateOf } from '../../../../lib/events/event-dates';

import { BeltText, DivisionText, NOT_GIVEN, PaidText, rosterName } from './roster-cells';

const SHEET_CLASS = 'roster-print-sheet';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// On paper only the sheet shows: the app and the roster dialog (both children of body) hide.
const printStyles = {
  [`.${SHEET_CLASS}`]: { display: 'none' },
  '@media print': {
    // An open dialog locks the page's scrolling, which would cut the sheet to one page.
    'html, body': { overflow: 'visible !important', height: 'auto !important' },
    'body > *': { display: 'none !important' },
    [`body > .${SHEET_CLASS}`]: { display: 'block !important' },
    [`.${SHEET_CLASS} table`]: { width: '100%', borderCollapse: 'collapse', fontSize: '10pt' },
    [`.${SHEET_CLASS} th, .${SHEET_CLASS} td`]: {
      border: '1px solid #000',
      padding: '4pt 6pt',
      textAlign: 'left',
    },
    [`.${SHEET_CLASS} tr`]: { breakInside: 'avoid' },
    [`.${SHEET_CLASS} .nowrap`]: { whiteSpace: 'nowrap' },
    [`.${SHEET_CLASS} thead`]: { display: 'table-header-group' },
  },
} as const;

export interface RosterPrintSheetProps {
  title: string;
  date: string;
  rows: EventRosterRowWire[];
}

const COLUMNS = ['name', 'memberId', 'club', 'division', 'belt', 'paid'] as const;

/**
 * The check-in sheet: every entry under the roster's filters, with a blank column to tick
 * or sign. Rendered at the end of the page, hidden on screen, the only thing printed.
 */
export function RosterPrintSheet({ title, date, rows }: RosterPrintSheetProps) {
  // Straight into body, in the same commit as the rows, so print() never sees it empty.
  return createPortal(
    <>
      <GlobalStyles styles={printStyles} />
      <div className={SHEET_CLASS} data-testid="roster-print-sheet">
        <h1 style={{ fontSize: '14pt', margin: '0 0 4pt' }}>
          <FormattedMessage id="admin.events.roster.print.title" values={{ title }} />
        </h1>
        <p style={{ margin: '0 0 8pt' }}>
          {ISO_DATE.test(date) ? (
            <FormattedDate
              value={localDateOf(date)}
              weekday="long"
              year="numeric"
              month="long"
              day="numeric"
            />
          ) : (
            date
          )}
        </p>
        <table>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column}>
                  <FormattedMessage id={`admin.events.roster.column.${column}`} />
                </th>
              ))}
              <th style={{ width: '25%' }}>
                <FormattedMessage id="admin.events.roster.print.checkIn" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{rosterName(row)}</td>
                <td className="nowrap">{row.member_id ?? NOT_GIVEN}</td>
                <td>{row.club_name ?? NOT_GIVEN}</td>
                <td>
                  <DivisionText row={row} />
                </td>
                <td>
                  <BeltText row={row} />
                </td>
                <td>
                  <PaidText row={row} />
                </td>
                <td />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>,
    document.body,
  );
}
