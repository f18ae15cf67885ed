import { FormattedDate } from 'react-intl';

import { localDateOf } from '../../lib/events/event-dates';

/** A stored 'YYYY-MM-DD' day in long form, e.g. 'Saturday, April 25, 2026'. */
export function EventDate({ iso, long = true }: { iso: string; long?: boolean }) {
  return long ? (
    <FormattedDate
      value={localDateOf(iso)}
      weekday="long"
      year="numeric"
      month="long"
      day="numeric"
    />
  ) : (
    <FormattedDate value={localDateOf(iso)} year="numeric" month="short" day="numeric" />
  );
}
