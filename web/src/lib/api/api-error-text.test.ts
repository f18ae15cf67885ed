import { parseApiErrorResponse, timeoutError } from '@domain/api-errors';
import { apiErrorBody, apiMessage } from '@domain/api-messages';
import { createIntl } from 'react-intl';

import { messages as en } from '../../i18n/en/index';
import { messages as es } from '../../i18n/es/index';

import { ApiRequestError } from './api-client';
import { apiErrorText, apiFieldErrorTexts } from './api-error-text';

const spanish = createIntl({ locale: 'es', messages: es });
const english = createIntl({ locale: 'en', messages: en });

/** The error the client raises for an answer the API sent. */
const answered = (status: number, body: unknown) =>
  new ApiRequestError(parseApiErrorResponse(status, JSON.stringify(body), ''));

describe('apiErrorText', () => {
  it('shows a Spanish reader the duplicate membership (409) in Spanish', () => {
    const error = answered(409, apiErrorBody('DUPLICATE_RESOURCE', 'membership.duplicate'));
    expect(apiErrorText(spanish, error, 'fallback')).toBe(
      'Ya existe una membresía para esta persona',
    );
    expect(apiErrorText(english, error, 'fallback')).toBe(
      'A membership already exists for this person',
    );
  });

  it('shows a Spanish reader the account completion field errors in Spanish', () => {
    const error = answered(
      422,
      apiErrorBody('UNPROCESSABLE', 'account.completionFailed', [
        { field: 'gender', message: 'validation.required' },
        { field: 'address.zipcode', message: 'validation.zipcode' },
      ]),
    );
    expect(apiFieldErrorTexts(spanish, error)).toEqual([
      'Este campo es obligatorio.',
      'Ingrese un código postal de 5 o 9 dígitos.',
    ]);
    expect(apiErrorText(spanish, error, 'fallback')).toBe(
      'La validación falló Este campo es obligatorio. Ingrese un código postal de 5 o 9 dígitos.',
    );
  });

  it('fills the params of a message in the reader language', () => {
    const error = answered(
      400,
      apiErrorBody('VALIDATION_ERROR', apiMessage('membership.expired', { date: '2026-01-31' })),
    );
    expect(apiErrorText(spanish, error, 'fallback')).toBe(
      'Esta membresía venció el 2026-01-31; renuévela en su lugar.',
    );
  });

  it("names a household member with the member's own refusal translated", () => {
    const inner = apiErrorBody('VALIDATION_ERROR', 'payment.membershipPaid');
    const error = answered(400, {
      ...apiErrorBody('VALIDATION_ERROR', {
        key: 'payment.householdItem',
        params: { name: 'Mia Reyes', reason: inner.detail, reasonKey: inner.message_key },
      }),
    });
    expect(apiErrorText(spanish, error, 'fallback')).toBe(
      'Mia Reyes: Esta membresía ya está pagada.',
    );
  });

  it('shows a timeout and a network failure in Spanish from their codes', () => {
    expect(apiErrorText(spanish, new ApiRequestError(timeoutError()), 'fallback')).toBe(
      'La solicitud tardó demasiado. Inténtelo de nuevo',
    );
  });

  it("falls back to the server's English only for an answer without a known key", () => {
    const error = answered(400, { detail: 'Something new', code: 'VALIDATION_ERROR' });
    expect(apiErrorText(spanish, error, 'fallback')).toBe('Something new');
    const unknownKey = answered(400, { detail: 'Newer text', message_key: 'newer.key' });
    expect(apiErrorText(spanish, unknownKey, 'fallback')).toBe('Newer text');
    expect(apiErrorText(spanish, new Error('not the API'), 'Falló')).toBe('Falló');
  });

  it('shows an unreadable answer from its code, not its English status line', () => {
    const error = new ApiRequestError(parseApiErrorResponse(502, '<html>', 'Bad Gateway'));
    expect(apiErrorText(spanish, error, 'fallback')).toBe(
      'No se pudo comunicar bien con el servidor. Inténtelo de nuevo.',
    );
  });
});
