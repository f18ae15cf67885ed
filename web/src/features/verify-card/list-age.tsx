import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const MINUTE_MS = 60_000;
/** A list older than this is flagged: cards revoked since are not in it. */
export const STALE_LIST_MS = 24 * 60 * MINUTE_MS;

/** How long ago, in the largest whole unit that fits (minutes, hours, then days). */
function ago(ms: number): [number, 'minute' | 'hour' | 'day'] {
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 60) return [minutes, 'minute'];
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? [hours, 'hour'] : [Math.floor(hours / 24), 'day'];
}

/** 'Revocation list updated 12 minutes ago', kept current while the page is open. */
export function ListAge({ signedAt }: { signedAt: Date }) {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const age = Math.max(0, now - signedAt.getTime());
  const [value, unit] = ago(age);
  const stale = age > STALE_LIST_MS;
  return (
    <Typography
      data-testid="list-age"
      sx={{ color: stale ? 'warning.dark' : 'text.secondary', fontWeight: stale ? 600 : undefined }}
    >
      {value === 0 ? (
        <FormattedMessage id="verify.list.justNow" />
      ) : (
        <FormattedMessage
          id="verify.list.age"
          values={{ ago: intl.formatRelativeTime(-value, unit, { numeric: 'always' }) }}
        />
      )}
      {stale && (
        <>
          {' '}
          <FormattedMessage id="verify.list.stale" />
        </>
      )}
    </Typography>
  );
}
