import { formatBeltRank } from '@domain/enums';
import { FormattedMessage } from 'react-intl';

import { beltMessage } from './belt-message';

export function BeltText({ rank }: { rank: string }) {
  const message = beltMessage(rank);
  return message ? (
    <FormattedMessage id={message.id} values={message.values} />
  ) : (
    formatBeltRank(rank)
  );
}
