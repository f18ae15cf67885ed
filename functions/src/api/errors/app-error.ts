import { API_ERROR_STATUS, type ApiErrorCode } from '../../domain/api-errors';
import {
  apiMessageText,
  type ApiMessage,
  type ApiMessageParams,
  type PlainApiMessageKey,
} from '../../domain/api-messages';
import type { FieldError } from '../../domain/schemas/field-errors';
import type { ValidationMessageKey } from '../../domain/validation-messages';

export type { FieldError };

/** A message of the API's catalogue: a key alone, or apiMessage(key, params). */
export type AppErrorMessage = ApiMessage | PlainApiMessageKey;

/** A field's problem written by hand: the validation key the web translates. */
export const fieldError = (field: string, key: ValidationMessageKey): FieldError => ({
  field,
  message: key,
});

/**
 * The one error type the API throws; the error handler turns it into the wire shape. Its
 * message is a key of the domain's catalogue (api-messages.ts), so an unlisted text does not
 * compile; `detail` is the English text.
 */
export class AppError extends Error {
  readonly messageKey: ApiMessage['key'];
  readonly params: ApiMessageParams;
  readonly detail: string;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: AppErrorMessage,
    // Field problems; each message is a validation key (schemas emit them).
    readonly errors?: FieldError[],
    // 429 only: seconds until the caller may try again (the Retry-After header).
    readonly retryAfterSeconds?: number,
  ) {
    const keyed = typeof message === 'string' ? { key: message, params: {} } : message;
    const detail = apiMessageText(keyed);
    super(detail);
    this.messageKey = keyed.key;
    this.params = keyed.params;
    this.detail = detail;
  }

  /** An error whose HTTP status is the one the domain's catalogue gives its code. */
  static of(code: ApiErrorCode, message: AppErrorMessage, errors?: FieldError[]) {
    return new AppError(API_ERROR_STATUS[code], code, message, errors);
  }

  static badRequest(message: AppErrorMessage, errors?: FieldError[]) {
    return AppError.of('VALIDATION_ERROR', message, errors);
  }
  static unauthenticated() {
    return AppError.of('UNAUTHENTICATED', 'unauthenticated');
  }
  static forbidden(message: AppErrorMessage = 'forbidden') {
    return AppError.of('FORBIDDEN', message);
  }
  static notFound(message: AppErrorMessage) {
    return AppError.of('NOT_FOUND', message);
  }
  static conflict(code: 'USER_EXISTS' | 'DUPLICATE_RESOURCE', message: AppErrorMessage) {
    return AppError.of(code, message);
  }
  static unprocessable(message: AppErrorMessage, errors: FieldError[]) {
    return AppError.of('UNPROCESSABLE', message, errors);
  }
  static captchaRequired() {
    return AppError.of('CAPTCHA_REQUIRED', 'captcha.completeFirst');
  }
  static tooManyRequests(message: AppErrorMessage, retryAfterSeconds: number) {
    const status = API_ERROR_STATUS.TOO_MANY_REQUESTS;
    return new AppError(status, 'TOO_MANY_REQUESTS', message, undefined, retryAfterSeconds);
  }
}
