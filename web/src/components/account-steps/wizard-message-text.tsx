import { FormattedMessage } from 'react-intl';

import type { WizardMessage } from './wizard-message';

export function WizardMessageText({ message }: { message: WizardMessage }) {
  return 'id' in message ? <FormattedMessage id={message.id} /> : <>{message.text}</>;
}
