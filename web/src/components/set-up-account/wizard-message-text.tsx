import { FormattedMessage, useIntl } from 'react-intl';

import { apiFieldErrorTexts, localizedApiMessage } from '../../lib/api/api-error-text';

import type { WizardMessage } from './wizard-message';

export function WizardMessageText({ message }: { message: WizardMessage }) {
  const intl = useIntl();
  if ('id' in message) return <FormattedMessage id={message.id} />;
  if ('text' in message) return <>{message.text}</>;
  const { apiError, part } = message;
  // Field problems are joined with commas, as the spec shows them.
  const text =
    part === 'fields'
      ? apiFieldErrorTexts(intl, apiError).join(', ')
      : (localizedApiMessage(intl, apiError) ?? '');
  return <>{text}</>;
}
