import {
  VALIDATION_MESSAGES,
  isValidationMessageKey,
  validationMessageText,
} from './validation-messages';

describe('validation messages', () => {
  it('names every key under the validation namespace and gives it English text', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) {
      expect(key).toMatch(/^validation\.[a-zA-Z.]+$/);
      expect(text.length).toBeGreaterThan(5);
    }
  });

  it('states the password and age limits in the text', () => {
    expect(VALIDATION_MESSAGES['validation.password.minLength']).toContain('10');
    expect(VALIDATION_MESSAGES['validation.tooYoung']).toContain('6');
  });

  it('recognises only catalogue keys', () => {
    expect(isValidationMessageKey('validation.required')).toBe(true);
    expect(isValidationMessageKey('validation.nope')).toBe(false);
    expect(isValidationMessageKey('toString')).toBe(false);
  });

  it('translates a key to English and passes other text through', () => {
    expect(validationMessageText('validation.passwordMismatch')).toBe('Passwords do not match.');
    expect(validationMessageText('Something else')).toBe('Something else');
  });
});
