import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { EventDate } from '../../components/events/event-date';
import { VisuallyHidden } from '../../components/events/visually-hidden';
import { localized, type CalendarEvent } from '../../lib/events/event';
import { localDateOf } from '../../lib/events/event-dates';
import { EVENT_TYPE_COLORS } from '../../lib/events/event-type-colors';

export interface CalendarDayCellProps {
  iso: string | null;
  events: CalendarEvent[];
  compact: boolean;
  isToday: boolean;
  onSelect: (event: CalendarEvent) => void;
}

const todayRing = { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: -3 };

/**
 * One day of a month table: chips in month view, a coloured button in compact views.
 * Memoised: when the events arrive, only the days that have some render again, not the
 * month's forty cells (each with its own styles and date formatting) in one long task.
 */
export const CalendarDayCell = memo(function CalendarDayCell({
  iso,
  events,
  compact,
  isToday,
  onSelect,
}: CalendarDayCellProps) {
  if (!iso) return <TableCell sx={{ p: 0.25, border: 0 }} />;
  const day = Number(iso.slice(8));
  return (
    <TableCell
      aria-current={isToday ? 'date' : undefined}
      sx={{
        p: compact ? 0.25 : 0.5,
        verticalAlign: 'top',
        textAlign: compact ? 'center' : 'left',
        height: compact ? undefined : { xs: 64, md: 104 },
        border: compact ? 0 : 1,
        borderColor: 'divider',
        bgcolor: isToday ? '#fff4d6' : undefined,
        ...(isToday && !compact ? todayRing : {}),
      }}
    >
      {compact ? (
        <CompactDay iso={iso} day={day} events={events} isToday={isToday} onSelect={onSelect} />
      ) : (
        <FullDay iso={iso} day={day} events={events} isToday={isToday} onSelect={onSelect} />
      )}
    </TableCell>
  );
});

interface DayProps {
  iso: string;
  day: number;
  events: CalendarEvent[];
  isToday: boolean;
  onSelect: (event: CalendarEvent) => void;
}

function DayLabel({ iso, isToday }: { iso: string; isToday: boolean }) {
  return (
    <VisuallyHidden>
      <EventDate iso={iso} />
      {isToday && (
        <>
          {' '}
          <FormattedMessage id="calendar.today" />
        </>
      )}
    </VisuallyHidden>
  );
}

function CompactDay({ iso, day, events, isToday, onSelect }: DayProps) {
  const intl = useIntl();
  const [first] = events;
  if (!first) {
    return (
      <Box sx={{ py: 0.5, fontWeight: isToday ? 800 : undefined }}>
        <span aria-hidden>{day}</span>
        <DayLabel iso={iso} isToday={isToday} />
      </Box>
    );
  }
  const label = intl.formatMessage(
    { id: 'calendar.day.button' },
    {
      date: intl.formatDate(localDateOf(iso), {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }),
      title: localized(first, intl.locale).title,
      more: events.length - 1,
    },
  );
  return (
    <ButtonBase
      onClick={() => onSelect(first)}
      aria-label={isToday ? `${label} ${intl.formatMessage({ id: 'calendar.today' })}` : label}
      sx={{
        width: '100%',
        minHeight: 32,
        borderRadius: 1,
        bgcolor: EVENT_TYPE_COLORS[first.type],
        color: '#ffffff',
        fontWeight: 700,
        ...(isToday ? { outline: '3px solid', outlineColor: 'warning.main' } : {}),
        '&.Mui-focusVisible': {
          outline: '3px solid',
          outlineColor: 'secondary.main',
          outlineOffset: 2,
        },
      }}
    >
      {day}
    </ButtonBase>
  );
}

function FullDay({ iso, day, events, isToday, onSelect }: DayProps) {
  const { locale } = useIntl();
  return (
    <>
      <Typography
        aria-hidden
        variant="body2"
        sx={{ fontWeight: isToday ? 800 : 600, color: isToday ? 'primary.main' : 'text.primary' }}
      >
        {day}
      </Typography>
      <DayLabel iso={iso} isToday={isToday} />
      <Stack spacing={0.5} sx={{ mt: 0.5 }}>
        {events.map((event) => (
          <Chip
            key={event.id}
            size="small"
            label={localized(event, locale).title}
            onClick={() => onSelect(event)}
            sx={{
              justifyContent: 'flex-start',
              maxWidth: '100%',
              bgcolor: EVENT_TYPE_COLORS[event.type],
              color: '#ffffff',
              '&:hover, &.Mui-focusVisible': {
                bgcolor: EVENT_TYPE_COLORS[event.type],
                filter: 'brightness(1.25)',
              },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'warning.main' },
            }}
          />
        ))}
      </Stack>
    </>
  );
}
