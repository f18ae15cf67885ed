import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

import {
  addMonths,
  CALENDAR_VIEWS,
  VIEW_MONTHS,
  type CalendarView,
  type YearMonth,
} from '../../lib/events/calendar-months';

export interface CalendarToolbarProps {
  start: YearMonth;
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  onStep: (direction: 1 | -1) => void;
}

function MonthName({ month }: { month: YearMonth }) {
  return (
    <FormattedDate value={new Date(month.year, month.month - 1, 1)} month="long" year="numeric" />
  );
}

/** View switch (Month, 3 Months, Year), previous/next, and the visible range as a heading. */
export function CalendarToolbar({ start, view, onViewChange, onStep }: CalendarToolbarProps) {
  const intl = useIntl();
  const end = addMonths(start, VIEW_MONTHS[view] - 1);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view}
        onChange={(_, next: CalendarView | null) => {
          if (next) onViewChange(next);
        }}
        aria-label={intl.formatMessage({ id: 'calendar.view.label' })}
      >
        {CALENDAR_VIEWS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 2 }}>
            <FormattedMessage id={`calendar.view.${option}`} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <IconButton
          onClick={() => onStep(-1)}
          aria-label={intl.formatMessage({ id: `calendar.previous.${view}` })}
          color="primary"
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          component="h2"
          variant="h4"
          aria-live="polite"
          sx={{ textAlign: 'center', minWidth: { md: 280 } }}
        >
          {view === 'month' ? (
            <MonthName month={start} />
          ) : (
            <FormattedMessage
              id="calendar.range"
              values={{ from: <MonthName month={start} />, to: <MonthName month={end} /> }}
            />
          )}
        </Typography>
        <IconButton
          onClick={() => onStep(1)}
          aria-label={intl.formatMessage({ id: `calendar.next.${view}` })}
          color="primary"
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
