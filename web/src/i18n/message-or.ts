import type { IntlShape } from 'react-intl';

/**
 * The catalogue's text for `id`, or `fallback` when the catalogue has no such message: for
 * ids made from stored values (statuses, roles, belts), where an unknown value must still
 * show rather than raise a missing-message error.
 */
export function messageOr(intl: IntlShape, id: string, fallback: string): string {
  return intl.messages[id] ? intl.formatMessage({ id }) : fallback;
}
