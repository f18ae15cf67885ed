import { isOneOf } from '@domain/enums';
import { fieldErrors } from '@domain/schemas/field-errors';
import { ValidationError, type Schema } from 'yup';

/**
 * The domain schema's check of what a form would send, each message key under the form
 * field that `fieldOf` names for the failing path (the first message of each field).
 */
export function schemaFieldErrors<K extends string>(
  schema: Schema,
  body: unknown,
  fieldOf: (path: string) => K | undefined,
): Partial<Record<K, string>> {
  try {
    schema.validateSync(body, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<K, string>> = {};
    for (const { field, message } of fieldErrors(error)) {
      const key = fieldOf(field);
      if (key !== undefined) errors[key] ??= message;
    }
    return errors;
  }
}

/** A form field named as the last part of the path ('address.city' is 'city'). */
export const lastPartIn =
  <K extends string>(fields: readonly K[]) =>
  (path: string): K | undefined => {
    const last = path.split('.').pop();
    return isOneOf(fields, last) ? last : undefined;
  };
