import type { ApiErrorCode } from '../../domain/api-errors';

export interface FieldError {
  field: string;
  message: string;
}

/** The one error type the API throws; the error handler turns it into the wire shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly detail: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
  }

  static badRequest(detail: string, errors?: FieldError[]) {
    return new AppError(400, 'VALIDATION_ERROR', detail, errors);
  }
  static unauthenticated() {
    return new AppError(401, 'UNAUTHENTICATED', 'A valid sign-in token is required.');
  }
  static forbidden() {
    return new AppError(403, 'FORBIDDEN', 'You are not allowed to do this.');
  }
  static notFound(what: string) {
    return new AppError(404, 'NOT_FOUND', `${what} not found.`);
  }
  static conflict(code: ApiErrorCode, detail: string) {
    return new AppError(409, code, detail);
  }
  static unprocessable(detail: string, errors: FieldError[]) {
    return new AppError(422, 'UNPROCESSABLE', detail, errors);
  }
}
