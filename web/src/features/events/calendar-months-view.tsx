import Box from '@mui/material/Box';

import { visibleMonths, type CalendarView, type YearMonth } from '../../lib/events/calendar-months';
import type { CalendarEvent } from '../../lib/events/event';

import { CalendarMonth } from './calendar-month';

export interface CalendarMonthsViewProps {
  start: YearMonth;
  view: CalendarView;
  byDate: Map<string, CalendarEvent[]>;
  today: string;
  onSelect: (event: CalendarEvent) => void;
}

const COLUMNS: Record<CalendarView, Record<string, string>> = {
  month: { xs: '1fr' },
  quarter: { xs: '1fr', md: 'repeat(3, 1fr)' },
  year: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
};

/** The visible months, one table each; pure display, so it also serves as the loading view. */
export function CalendarMonthsView({
  start,
  view,
  byDate,
  today,
  onSelect,
}: CalendarMonthsViewProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: COLUMNS[view], gap: { xs: 3, md: 4 } }}>
      {visibleMonths(start, view).map((month) => (
        <CalendarMonth
          key={`${month.year}-${month.month}`}
          month={month}
          compact={view !== 'month'}
          byDate={byDate}
          today={today}
          onSelect={onSelect}
        />
      ))}
    </Box>
  );
}
