import { ValidationError } from 'yup';

export interface FieldError {
  field: string;
  message: string;
}

/** 'a[0]["b c"].d' -> 'a.0.b c.d' */
export function toDottedPath(path: string): string {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\["([^"]*)"\]/g, '.$1')
    .replace(/^\./, '');
}

function joinPath(parent: string, key: string): string {
  return parent ? `${parent}.${key}` : key;
}

/** One entry per failing field; each unknown key is reported as a field of its own. */
export function fieldErrors(error: ValidationError): FieldError[] {
  const leaves = error.inner.length > 0 ? error.inner : [error];
  const seen = new Set<string>();
  const result: FieldError[] = [];
  const add = (field: string, message: string) => {
    const id = `${field}\u0000${message}`;
    if (seen.has(id)) return;
    seen.add(id);
    result.push({ field, message });
  };
  for (const leaf of leaves) {
    const path = toDottedPath(leaf.path ?? '');
    const unknownKeys = leaf.type === 'exact' ? leaf.params?.properties : undefined;
    if (typeof unknownKeys === 'string' && unknownKeys !== '') {
      for (const key of unknownKeys.split(', ')) add(joinPath(path, key), leaf.message);
    } else {
      add(path, leaf.message);
    }
  }
  return result;
}
