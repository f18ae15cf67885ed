import { FormattedMessage, FormattedTime } from 'react-intl';

import type { CalendarEvent } from '../../lib/events/event';
import { localDateOf } from '../../lib/events/event-dates';

/** '9:00 AM – 5:00 PM', a start time alone, or 'All day'. */
export function EventTime({
  event,
}: {
  event: Pick<CalendarEvent, 'date' | 'startTime' | 'endTime'>;
}) {
  if (!event.startTime) return <FormattedMessage id="events.allDay" />;
  const start = <FormattedTime value={localDateOf(event.date, event.startTime)} />;
  if (!event.endTime) return start;
  return (
    <>
      {start}
      {' – '}
      <FormattedTime value={localDateOf(event.date, event.endTime)} />
    </>
  );
}
