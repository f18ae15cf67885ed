import { ValidationError, type ISchema } from 'yup';

import { fieldErrors, type FieldError } from './field-errors';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * Validates and casts (trimming, defaults) in one step and reports every failing field.
 * `today` pins the date used by age rules.
 */
export async function validateInput<T>(
  schema: ISchema<T>,
  input: unknown,
  options: { today?: string } = {},
): Promise<ValidationResult<T>> {
  try {
    const value = await schema.validate(input, {
      abortEarly: false,
      stripUnknown: false,
      context: { today: options.today },
    });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: fieldErrors(error) };
    throw error;
  }
}
