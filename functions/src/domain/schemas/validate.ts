import { ValidationError, type ISchema } from 'yup';

import { fieldErrors, type FieldError } from './field-errors';
import { messageKey } from './fields';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/**
 * The paths of keys named like Object.prototype's members ('__proto__', 'constructor',
 * 'toString'...): yup looks an object's keys up in its plain field map, finds the inherited
 * member and throws a TypeError instead of reporting an unknown field.
 */
function prototypeKeyPaths(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.keys(value).flatMap((key) => {
    const field = path ? `${path}.${key}` : key;
    return Object.hasOwn(Object.prototype, key)
      ? [field]
      : prototypeKeyPaths((value as Record<string, unknown>)[key], field);
  });
}

/**
 * Validates and casts (trimming, defaults) in one step and reports every failing field.
 * `today` pins the date used by age rules.
 */
export async function validateInput<T>(
  schema: ISchema<T>,
  input: unknown,
  options: { today?: string } = {},
): Promise<ValidationResult<T>> {
  const shadowing = prototypeKeyPaths(input);
  if (shadowing.length > 0) {
    const message = messageKey('validation.unknownField');
    return { ok: false, errors: shadowing.map((field) => ({ field, message })) };
  }
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
