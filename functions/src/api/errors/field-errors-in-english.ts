import type { FieldError } from '../../domain/schemas/field-errors';
import { validationMessageText } from '../../domain/validation-messages';

/** Schemas report message keys; the API answers with their English text. */
export function inEnglish(errors: FieldError[]): FieldError[] {
  return errors.map(({ field, message }) => ({ field, message: validationMessageText(message) }));
}
