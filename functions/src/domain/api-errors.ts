export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'USER_EXISTS',
  'DUPLICATE_RESOURCE',
  'API_ERROR',
  'HTTP_ERROR',
  'REQUEST_TIMEOUT',
  'NETWORK_ERROR',
  'UNKNOWN_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'UNPROCESSABLE',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_FAILED',
  'TOO_MANY_REQUESTS',
  'EMAIL_NOT_VERIFIED',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Values of a message's {placeholders}, on the wire and in the client. */
export type ApiErrorParams = Record<string, string | number>;

/**
 * One field's problem: `message` in English, `code` the validation key the web translates
 * (see validation-messages.ts) with its `params`. Old servers sent the message alone.
 */
export interface ApiFieldError {
  field: string;
  message: string;
  code?: string;
  params?: ApiErrorParams;
}

/**
 * The body every API error answers with: `detail` in English for logs and old clients,
 * `message_key` and `params` naming the message of the API's catalogue (api-messages.ts)
 * that the web shows in the reader's language.
 */
export interface ApiErrorBody {
  detail: string;
  code: ApiErrorCode;
  message_key: string;
  params: ApiErrorParams;
  errors?: ApiFieldError[];
  /** The security check's failures say so too, as its verdicts say `success: true`. */
  success?: false;
}

/** An API failure as the web client sees it. */
export interface ApiError {
  message: string;
  statusCode: number;
  code: ApiErrorCode;
  /** The key of the server's message in the API's catalogue, when the server sent one. */
  messageKey?: string;
  params?: ApiErrorParams;
  errors?: ApiFieldError[];
}

/**
 * HTTP status the API uses for each code it sends itself. Invalid input is 400 with field
 * errors; 422 is kept only for account completion that would leave the account incomplete.
 */
export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNPROCESSABLE: 422,
  CAPTCHA_FAILED: 400,
  CAPTCHA_REQUIRED: 403,
  TOO_MANY_REQUESTS: 429,
  EMAIL_NOT_VERIFIED: 403,
  USER_EXISTS: 409,
  DUPLICATE_RESOURCE: 409,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  API_ERROR: 500,
  HTTP_ERROR: 500,
  UNKNOWN_ERROR: 500,
  NETWORK_ERROR: 0,
};

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function readParams(value: unknown): ApiErrorParams | undefined {
  if (!isRecord(value)) return undefined;
  const params: ApiErrorParams = {};
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[name] = param;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

function readFieldError(item: Record<string, unknown>, message: string): ApiFieldError {
  const error: ApiFieldError = {
    field: typeof item.field === 'string' ? item.field : '',
    message,
  };
  const code = nonEmptyString(item.code);
  if (code) error.code = code;
  const params = readParams(item.params);
  if (params) error.params = params;
  return error;
}

function readFieldErrors(value: unknown): ApiFieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const errors = value.flatMap((item): ApiFieldError[] => {
    if (typeof item === 'string') return [{ field: '', message: item }];
    if (isRecord(item) && typeof item.message === 'string') {
      return [readFieldError(item, item.message)];
    }
    return [];
  });
  return errors.length > 0 ? errors : undefined;
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function httpErrorMessage(status: number, statusText: string): string {
  const text = statusText.trim();
  return text ? `HTTP ${status}: ${text}` : `HTTP ${status}`;
}

/**
 * Turns a failed response into an ApiError: a body's message wins, else its detail;
 * 409 with a detail is a duplicate; an unreadable body is an HTTP_ERROR.
 */
export function parseApiErrorResponse(
  status: number,
  bodyText: string,
  statusText: string,
): ApiError {
  const body = parseJsonObject(bodyText);
  if (!body)
    return {
      message: httpErrorMessage(status, statusText),
      statusCode: status,
      code: 'HTTP_ERROR',
    };

  const detail = nonEmptyString(body.detail);
  const message = nonEmptyString(body.message) ?? detail ?? httpErrorMessage(status, statusText);
  const code: ApiErrorCode =
    status === 409 && detail !== undefined
      ? 'DUPLICATE_RESOURCE'
      : isApiErrorCode(body.code)
        ? body.code
        : 'API_ERROR';
  const error: ApiError = { message, statusCode: status, code };
  const messageKey = nonEmptyString(body.message_key);
  if (messageKey) error.messageKey = messageKey;
  const params = readParams(body.params);
  if (params) error.params = params;
  const errors = readFieldErrors(body.errors);
  if (errors) error.errors = errors;
  return error;
}

export const TIMEOUT_MESSAGE = 'Request timeout - please try again';

export function timeoutError(): ApiError {
  return { message: TIMEOUT_MESSAGE, statusCode: 408, code: 'REQUEST_TIMEOUT' };
}

export function networkError(message = 'Network error'): ApiError {
  return { message, statusCode: 0, code: 'NETWORK_ERROR' };
}

export function unknownError(message = 'An unexpected error occurred'): ApiError {
  return { message, statusCode: 0, code: 'UNKNOWN_ERROR' };
}

export const ACCOUNT_CREATE_MESSAGES = {
  validation: 'Please check your information and try again',
  userExists: 'An account already exists for this user',
  timeout: 'Request timed out. Please try again',
  network: 'Network error. Please check your connection',
  fallback: 'Account creation failed. Please try again.',
  configurationLoading: 'Configuration is still loading. Please wait...',
  emailExists: 'An account with this email already exists.',
  getFailed: 'Failed to get account',
  updateFailed: 'Failed to update account',
  notFoundForUpdate: 'No account found to update',
  completionValidationFailed: 'Validation failed',
} as const;

export const MEMBERSHIP_CREATE_MESSAGES = {
  validation: 'Please check your information and try again',
  duplicate: 'A membership already exists for this person',
  timeout: 'Request timed out. Please try again',
  network: 'Network error. Please check your connection',
  fallback: 'Failed to create membership',
  getFailed: 'Failed to get membership',
  listMineFailed: 'Failed to get memberships',
  updateFailed: 'Failed to update membership',
  activateFailed: 'Failed to activate membership',
  suspendFailed: 'Failed to suspend membership',
  cancelFailed: 'Failed to cancel membership',
  listFailed: 'Failed to list memberships',
  fetchFailed: 'Failed to fetch data',
  clubCreateFailed: 'Failed to create club membership. Please try again.',
  phoneRequired:
    'A phone number is required. Please provide either an athlete phone number or ensure your account has a phone number.',
  selfMembershipExists: 'You already have a membership for yourself',
  alreadyActiveAndPaid: 'Your membership is already active and paid.',
  contactAdministrator: 'To make any membership changes, please contact the administrator.',
  underReview: 'Under Review - Details are read-only',
  identityLocked:
    'The name and date of birth of an approved membership can only be changed by an administrator. Please contact support.',
  completeAccountFirst: 'Complete your account information first',
  emailNotVerified:
    'Please verify your email address before applying for a membership. Check your inbox for the verification link.',
} as const;

/** 's messages for the verification and password-reset emails. */
export const IDENTITY_EMAIL_MESSAGES = {
  alreadyVerified: 'Email is already verified',
} as const;

export const CLUB_INVITE_MESSAGES = {
  invalidCode: 'Invalid invitation code. Please check your invitation link.',
  alreadyUsed: 'This invitation has already been used or is no longer valid.',
  notFound:
    'The club invitation could not be found or has expired. Please check your invitation link.',
  updateFailed: 'Failed to update club registration. Please try again or contact support.',
  coachCreateFailed: 'Failed to create coach membership. Please try again.',
  validateFailed: 'Failed to validate invite code. Please try again.',
  noCode: 'No invitation code provided. Club registration requires a valid invitation.',
  missingFields: 'Please fill in both club name and email',
  invalidEmail: 'Please enter a valid email address',
  sendFailed: 'Failed to send club invitation. Please try again.',
  linkCopied: 'Invite link copied to clipboard!',
} as const;

export const CAPTCHA_MESSAGES = {
  failed: 'CAPTCHA verification failed. Please try again.',
  validateFailed: 'Failed to validate CAPTCHA. Please try again.',
  failedTitle: 'Security Check Failed',
  failedHint: 'Please try again later',
  notReady: 'reCAPTCHA not ready. Please refresh the page and try again.',
  verificationFailed: 'Security verification failed. Please try again.',
  configurationMissing: 'reCAPTCHA configuration missing',
  completeFirst: 'Please complete the security verification first.',
} as const;
