import {
  API_MESSAGES,
  apiErrorBody,
  apiMessage,
  apiMessageText,
  isApiMessageKey,
} from './api-messages';

describe('API messages', () => {
  it('fills the placeholders of a keyed message with its params', () => {
    expect(apiMessageText(apiMessage('membership.expired', { date: '2026-01-31' }))).toBe(
      'This membership expired on 2026-01-31; renew it instead.',
    );
  });

  it('recognises only catalogue keys', () => {
    expect(isApiMessageKey('membership.duplicate')).toBe(true);
    expect(isApiMessageKey('toString')).toBe(false);
    expect(isApiMessageKey('Membership not found.')).toBe(false);
  });

  it('gives every key a text and names placeholders with letters only', () => {
    for (const text of Object.values(API_MESSAGES)) {
      expect(text.trim()).not.toBe('');
      for (const [placeholder] of text.matchAll(/\{[^}]*\}/g)) {
        expect(placeholder).toMatch(/^\{[a-zA-Z]+\}$/);
      }
    }
  });

  it('answers with the English detail, the key, its params and each field code', () => {
    expect(
      apiErrorBody('UNPROCESSABLE', 'account.completionFailed', [
        { field: 'address.zipcode', message: 'validation.zipcode' },
        { field: 'legacy', message: 'Some text that is no key' },
      ]),
    ).toEqual({
      detail: 'Validation failed',
      code: 'UNPROCESSABLE',
      message_key: 'account.completionFailed',
      params: {},
      errors: [
        {
          field: 'address.zipcode',
          message: 'Please enter a 5 or 9 digit ZIP code.',
          code: 'validation.zipcode',
          params: {},
        },
        { field: 'legacy', message: 'Some text that is no key' },
      ],
    });
  });
});
