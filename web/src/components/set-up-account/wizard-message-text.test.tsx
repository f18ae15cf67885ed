import { parseApiErrorResponse } from '@domain/api-errors';
import { apiErrorBody } from '@domain/api-messages';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

import { messages as es } from '../../i18n/es/index';
import { ApiRequestError } from '../../lib/api/api-client';

import { accountCompletionError, membershipError } from './wizard-error';
import type { WizardMessage } from './wizard-message';
import { WizardMessageText } from './wizard-message-text';

const answered = (status: number, body: unknown) =>
  new ApiRequestError(parseApiErrorResponse(status, JSON.stringify(body), ''));

function renderInSpanish(message: WizardMessage | null) {
  if (!message) throw new Error('no message');
  render(
    <IntlProvider locale="es" messages={es}>
      <p>
        <WizardMessageText message={message} />
      </p>
    </IntlProvider>,
  );
}

describe('WizardMessageText', () => {
  it('shows a Spanish reader the refused account completion fields in Spanish', () => {
    const refused = answered(
      422,
      apiErrorBody('UNPROCESSABLE', 'account.completionFailed', [
        { field: 'gender', message: 'validation.required' },
        { field: 'phone', message: 'validation.phone' },
      ]),
    );
    renderInSpanish(accountCompletionError(refused));
    expect(
      screen.getByText('Este campo es obligatorio., Ingrese un número de teléfono válido.'),
    ).toBeInTheDocument();
  });

  it("shows a Spanish reader the server's refusal of a membership in Spanish", () => {
    const refused = answered(403, apiErrorBody('FORBIDDEN', 'membership.identityLocked'));
    renderInSpanish(membershipError(refused));
    expect(screen.getByText(/Solo un administrador puede cambiar el nombre/)).toBeInTheDocument();
  });
});
