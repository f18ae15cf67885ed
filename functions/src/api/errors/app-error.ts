import { API_ERROR_STATUS, CAPTCHA_MESSAGES, type ApiErrorCode } from '../../domain/api-errors';
import type { FieldError } from '../../domain/schemas/field-errors';

export type { FieldError };

/** The one error type the API throws; the error handler turns it into the wire shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly detail: string,
    readonly errors?: FieldError[],
    // 429 only: seconds until the caller may try again (the Retry-After header).
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }

  /** An error whose HTTP status is the one the domain's catalogue gives its code. */
  static of(code: ApiErrorCode, detail: string, errors?: FieldError[]) {
    return new AppError(API_ERROR_STATUS[code], code, detail, errors);
  }

  static badRequest(detail: string, errors?: FieldError[]) {
    return AppError.of('VALIDATION_ERROR', detail, errors);
  }
  static unauthenticated() {
    return AppError.of('UNAUTHENTICATED', 'A valid sign-in token is required.');
  }
  static forbidden(detail = 'You are not allowed to do this.') {
    return AppError.of('FORBIDDEN', detail);
  }
  static notFound(what: string) {
    return AppError.of('NOT_FOUND', `${what} not found.`);
  }
  static conflict(code: 'USER_EXISTS' | 'DUPLICATE_RESOURCE', detail: string) {
    return AppError.of(code, detail);
  }
  static unprocessable(detail: string, errors: FieldError[]) {
    return AppError.of('UNPROCESSABLE', detail, errors);
  }
  static captchaRequired() {
    return AppError.of('CAPTCHA_REQUIRED', CAPTCHA_MESSAGES.completeFirst);
  }
  static tooManyRequests(detail: string, retryAfterSeconds: number) {
    const { status } = AppError.of('TOO_MANY_REQUESTS', detail);
    return new AppError(status, 'TOO_MANY_REQUESTS', detail, undefined, retryAfterSeconds);
  }
}
