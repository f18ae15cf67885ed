import { API_ERROR_CODES } from '@domain/api-errors';
import { API_MESSAGES } from '@domain/api-messages';
import { VALIDATION_MESSAGES } from '@domain/validation-messages';

import { messages as en } from '../../i18n/en/index';
import { messages as es } from '../../i18n/es/index';

import { apiErrorCodeId, apiMessageId } from './api-error-text';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

/** Every message id the API's answers can lead the web to show. */
const answerIds = [
  ...Object.keys(API_MESSAGES).map(apiMessageId),
  ...API_ERROR_CODES.map(apiErrorCodeId),
  ...Object.keys(VALIDATION_MESSAGES),
];

describe('the messages the API can answer', () => {
  it('are each in the English and the Spanish catalogue', () => {
    expect(answerIds.filter((id) => !(id in en))).toEqual([]);
    expect(answerIds.filter((id) => !(id in es))).toEqual([]);
  });

  it("name in the web catalogue the same placeholders as the API's English text", () => {
    const mismatched = Object.entries(API_MESSAGES).filter(
      ([key, text]) =>
        JSON.stringify(placeholders(en[apiMessageId(key)] ?? '')) !==
        JSON.stringify(placeholders(text)),
    );
    expect(mismatched).toEqual([]);
  });
});
