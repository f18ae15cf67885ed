import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedDate, useIntl } from 'react-intl';

import { VisuallyHidden } from '../../components/events/visually-hidden';
import { monthGrid, type YearMonth } from '../../lib/events/calendar-months';
import type { CalendarEvent } from '../../lib/events/event';

import { CalendarDayCell } from './calendar-day-cell';

// 4 to 10 January 2026 run Sunday to Saturday; used only to name the weekdays.
const WEEKDAY_SAMPLES = [4, 5, 6, 7, 8, 9, 10].map((day) => new Date(2026, 0, day));

export interface CalendarMonthProps {
  month: YearMonth;
  compact: boolean;
  byDate: Map<string, CalendarEvent[]>;
  today: string;
  onSelect: (event: CalendarEvent) => void;
}

const NO_EVENTS: CalendarEvent[] = [];

/** A month as a table: caption, weekday column headers Sunday to Saturday, one row per week. */
export function CalendarMonth({ month, compact, byDate, today, onSelect }: CalendarMonthProps) {
  const intl = useIntl();
  return (
    // MUI puts table captions below the table; a month's name belongs above its grid.
    <Table
      size="small"
      sx={{
        tableLayout: 'fixed',
        width: '100%',
        '& caption': {
          captionSide: 'top',
          typography: compact ? 'h4' : 'h3',
          color: 'text.primary',
          textAlign: 'left',
          p: 0,
          pb: 1,
        },
      }}
    >
      <Typography component="caption" variant={compact ? 'h4' : 'h3'}>
        <FormattedDate
          value={new Date(month.year, month.month - 1, 1)}
          month="long"
          year="numeric"
        />
      </Typography>
      <TableHead>
        <TableRow>
          {WEEKDAY_SAMPLES.map((sample) => (
            <TableCell
              key={sample.getDate()}
              component="th"
              scope="col"
              sx={{ p: 0.5, textAlign: 'center', fontWeight: 700, color: 'text.secondary' }}
            >
              <span aria-hidden>
                {intl.formatDate(sample, { weekday: compact ? 'narrow' : 'short' })}
              </span>
              <VisuallyHidden>{intl.formatDate(sample, { weekday: 'long' })}</VisuallyHidden>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {monthGrid(month).map((week, index) => (
          <TableRow key={index}>
            {week.map((iso, column) => (
              <CalendarDayCell
                key={iso ?? `empty-${column}`}
                iso={iso}
                events={(iso && byDate.get(iso)) || NO_EVENTS}
                compact={compact}
                isToday={iso === today}
                onSelect={onSelect}
              />
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
