import { isRecordId } from '../../domain/record-ids';
import { AppError, fieldError } from '../errors/app-error';

/** Where a page starts: the sort key and the document id that breaks ties between equal names. */
export interface DirectoryCursor {
  name: string;
  id: string;
}

// Half of a surrogate pair alone: JSON carries it, Firestore refuses it (a 500, not a 400).
const LONE_SURROGATE = /\p{Surrogate}/u;

// Opaque to clients: base64url of [name, id].
export function encodeCursor({ name, id }: DirectoryCursor): string {
  return Buffer.from(JSON.stringify([name, id])).toString('base64url');
}

/**
 * The cursor a client sent back, judged like a path id: it is the client's text, and its
 * id reaches Firestore's startAfter(), which throws on a slash, '..' or a reserved name.
 */
export function decodeCursor(cursor: string): DirectoryCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      !LONE_SURROGATE.test(value[0]) &&
      isRecordId(value[1])
    ) {
      return { name: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the same refusal as a well-formed but wrong value.
  }
  throw AppError.badRequest('request.cursor', [fieldError('cursor', 'validation.invalidType')]);
}
