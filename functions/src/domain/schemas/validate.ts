import { ValidationError, type ISchema } from 'yup';

import { fieldErrors, type FieldError } from './field-errors';
import { messageKey } from './fields';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let at: Node | null = node; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
}

/**
 * The paths of keys named like Object.prototype's members ('__proto__', 'constructor',
 * 'toString'...): yup looks an object's keys up in its plain field map, finds the inherited
 * member and throws a TypeError instead of reporting an unknown field. Breadth first and
 * without recursion, since a body may nest thousands of levels deep.
 */
function prototypeKeyPaths(input: unknown): string[] {
  const found: string[] = [];
  const queue: Node[] = [{ value: input, key: '', parent: null }];
  for (let index = 0; index < queue.length; index += 1) {
    const node = queue[index];
    if (!node || node.value === null || typeof node.value !== 'object') continue;
    for (const [key, value] of Object.entries(node.value)) {
      const child = { value, key, parent: node };
      if (Object.hasOwn(Object.prototype, key)) found.push(pathOf(child));
      else queue.push(child);
    }
  }
  return found;
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
