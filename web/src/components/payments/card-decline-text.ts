import { cardDeclineOf } from '@domain/card-declines';
import type { IntlShape } from 'react-intl';

/** Why the card was refused, in the reader's language, from Stripe's decline or error code. */
export function cardDeclineText(intl: IntlShape, code: string | null | undefined): string {
  return intl.formatMessage({ id: `payments.decline.${cardDeclineOf(code)}` });
}
