import { formatCents } from '@domain/pricing';
import { useIntl } from 'react-intl';

/** A price held in cents, written the site's one way: '$167', '$297.50' ('167 US$' in Spanish). */
export function Price({ cents }: { cents: number }) {
  return <>{formatCents(cents, useIntl().locale)}</>;
}
