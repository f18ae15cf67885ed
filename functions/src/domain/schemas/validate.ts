import { ValidationError, type ISchema } from 'yup';

import { fieldErrors, type FieldError } from './field-errors';
import { messageKey } from './fields';
import { INVALID_TYPE_MESSAGE } from './message-keys';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
  depth: number;
}

/**
 * Deeper than any form's body (an announcement's audience is three levels): yup casts by
 * String(value), which recurses through nested arrays and overflows the stack thousands deep.
 */
const MAX_INPUT_DEPTH = 16;

/** The top-level field of a node: where a too-deep value is reported. */
function topFieldOf(node: Node): string {
  let at = node;
  while (at.parent?.parent) at = at.parent;
  return at.key;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let at: Node | null = node; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
}

/**
 * What the schema must not see: keys named like Object.prototype's members ('__proto__',
 * 'constructor', 'toString'...), which yup looks up in its plain field map, finds inherited
 * and throws a TypeError on instead of reporting an unknown field; and values nested deeper
 * than MAX_INPUT_DEPTH. Breadth first and without recursion, since a body may nest thousands
 * of levels deep.
 */
function unreadableFields(input: unknown): FieldError[] {
  const found: FieldError[] = [];
  const tooDeep = new Set<string>();
  const queue: Node[] = [{ value: input, key: '', parent: null, depth: 0 }];
  for (let index = 0; index < queue.length; index += 1) {
    const node = queue[index];
    if (!node || node.value === null || typeof node.value !== 'object') continue;
    if (node.depth > MAX_INPUT_DEPTH) {
      tooDeep.add(topFieldOf(node));
      continue;
    }
    for (const [key, value] of Object.entries(node.value)) {
      const child = { value, key, parent: node, depth: node.depth + 1 };
      if (Object.hasOwn(Object.prototype, key)) {
        found.push({ field: pathOf(child), message: messageKey('validation.unknownField') });
      } else queue.push(child);
    }
  }
  return [...found, ...[...tooDeep].map((field) => ({ field, message: INVALID_TYPE_MESSAGE }))];
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
  const unreadable = unreadableFields(input);
  if (unreadable.length > 0) return { ok: false, errors: unreadable };
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
