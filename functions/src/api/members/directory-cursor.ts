import { AppError } from '../errors/app-error';

/** Where a page starts: the sort key and the document id that breaks ties between equal names. */
export interface DirectoryCursor {
  name: string;
  id: string;
}

// Opaque to clients: base64url of [name, id].
export function encodeCursor({ name, id }: DirectoryCursor): string {
  return Buffer.from(JSON.stringify([name, id])).toString('base64url');
}

export function decodeCursor(cursor: string): DirectoryCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((part) => typeof part === 'string')
    ) {
      return { name: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the same refusal as a well-formed but wrong value.
  }
  throw AppError.badRequest('request.cursor');
}
