import {
  API_ERROR_STATUS,
  ACCOUNT_CREATE_MESSAGES,
  CAPTCHA_MESSAGES,
  CLUB_INVITE_MESSAGES,
  MEMBERSHIP_CREATE_MESSAGES,
  accountCompletionErrorMessage,
  accountCreateErrorMessage,
  isApiError,
  membershipCreateErrorMessage,
  networkError,
  parseApiErrorResponse,
  timeoutError,
} from './api-errors';
import { apiErrorBody } from './api-messages';

describe('parseApiErrorResponse', () => {
  it('uses the detail as the message when the body has no message', () => {
    expect(
      parseApiErrorResponse(400, JSON.stringify({ detail: 'Bad tier' }), 'Bad Request'),
    ).toEqual({
      message: 'Bad tier',
      statusCode: 400,
      code: 'API_ERROR',
    });
  });

  it('prefers a message over a detail', () => {
    const error = parseApiErrorResponse(
      400,
      JSON.stringify({ message: 'Use this', detail: 'Not this' }),
      '',
    );
    expect(error.message).toBe('Use this');
  });

  it('turns a 409 with a detail into DUPLICATE_RESOURCE whatever code the body gives', () => {
    const body = JSON.stringify({ detail: 'Membership exists', code: 'USER_EXISTS' });
    expect(parseApiErrorResponse(409, body, 'Conflict')).toEqual({
      message: 'Membership exists',
      statusCode: 409,
      code: 'DUPLICATE_RESOURCE',
    });
  });

  it("keeps the body's own code when it is a known one", () => {
    const body = JSON.stringify({ detail: 'Exists', code: 'USER_EXISTS' });
    expect(parseApiErrorResponse(400, body, '').code).toBe('USER_EXISTS');
    expect(
      parseApiErrorResponse(409, JSON.stringify({ code: 'USER_EXISTS', message: 'x' }), '').code,
    ).toBe('USER_EXISTS');
    expect(
      parseApiErrorResponse(400, JSON.stringify({ detail: 'x', code: 'MADE_UP' }), '').code,
    ).toBe('API_ERROR');
  });

  it('carries the message key, its params and each field code of a validation failure', () => {
    const body = apiErrorBody('VALIDATION_ERROR', 'checkInformation', [
      { field: 'phone', message: 'validation.phone' },
    ]);
    expect(parseApiErrorResponse(400, JSON.stringify(body), '')).toEqual({
      message: 'Please check your information and try again',
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      messageKey: 'checkInformation',
      errors: [
        { field: 'phone', message: 'Please enter a valid phone number.', code: 'validation.phone' },
      ],
    });
  });

  it('reads the params of a keyed message and skips values that are not text or numbers', () => {
    const body = JSON.stringify({
      detail: 'This membership expired on 2026-01-31; renew it instead.',
      code: 'VALIDATION_ERROR',
      message_key: 'membership.expired',
      params: { date: '2026-01-31', nested: { no: 1 } },
    });
    expect(parseApiErrorResponse(400, body, '')).toMatchObject({
      messageKey: 'membership.expired',
      params: { date: '2026-01-31' },
    });
  });

  it('answers HTTP_ERROR with the status and its text when the body is not JSON', () => {
    expect(parseApiErrorResponse(502, '<html>Bad gateway</html>', 'Bad Gateway')).toEqual({
      message: 'HTTP 502: Bad Gateway',
      statusCode: 502,
      code: 'HTTP_ERROR',
    });
    expect(parseApiErrorResponse(500, '', '').message).toBe('HTTP 500');
    expect(parseApiErrorResponse(500, '"just a string"', 'Server Error').code).toBe('HTTP_ERROR');
  });

  it('falls back to the HTTP text when a JSON body has neither message nor detail', () => {
    expect(parseApiErrorResponse(500, '{}', 'Internal Server Error')).toEqual({
      message: 'HTTP 500: Internal Server Error',
      statusCode: 500,
      code: 'API_ERROR',
    });
  });
});

describe('client-side failures', () => {
  it('reports a timeout as 408 REQUEST_TIMEOUT', () => {
    expect(timeoutError()).toEqual({
      message: 'Request timeout - please try again',
      statusCode: 408,
      code: 'REQUEST_TIMEOUT',
    });
  });

  it('reports a network failure with status 0', () => {
    expect(networkError()).toMatchObject({ statusCode: 0, code: 'NETWORK_ERROR' });
    expect(isApiError(networkError())).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('accountCreateErrorMessage', () => {
  it.each([
    ['VALIDATION_ERROR', 'Please check your information and try again'],
    ['USER_EXISTS', 'An account already exists for this user'],
    ['REQUEST_TIMEOUT', 'Request timed out. Please try again'],
    ['NETWORK_ERROR', 'Network error. Please check your connection'],
  ])('maps %s to its fixed message', (code, text) => {
    expect(accountCreateErrorMessage({ code, message: 'server text' })).toBe(text);
  });

  it("uses the server's message for other codes, else the default", () => {
    expect(accountCreateErrorMessage({ code: 'API_ERROR', message: 'Email blocked' })).toBe(
      'Email blocked',
    );
    expect(accountCreateErrorMessage({ code: 'API_ERROR', message: '' })).toBe(
      ACCOUNT_CREATE_MESSAGES.fallback,
    );
    expect(accountCreateErrorMessage(undefined)).toBe('Account creation failed. Please try again.');
  });
});

describe('membershipCreateErrorMessage', () => {
  it('treats USER_EXISTS and DUPLICATE_RESOURCE alike', () => {
    expect(membershipCreateErrorMessage({ code: 'USER_EXISTS' })).toBe(
      'A membership already exists for this person',
    );
    expect(membershipCreateErrorMessage({ code: 'DUPLICATE_RESOURCE', message: 'x' })).toBe(
      MEMBERSHIP_CREATE_MESSAGES.duplicate,
    );
  });

  it('maps validation, timeout and network failures to fixed messages', () => {
    expect(membershipCreateErrorMessage({ code: 'VALIDATION_ERROR' })).toBe(
      'Please check your information and try again',
    );
    expect(membershipCreateErrorMessage({ code: 'REQUEST_TIMEOUT' })).toBe(
      'Request timed out. Please try again',
    );
    expect(membershipCreateErrorMessage(networkError())).toBe(
      'Network error. Please check your connection',
    );
  });

  it("uses the server's message for other codes, else 'Failed to create membership'", () => {
    expect(membershipCreateErrorMessage({ code: 'FORBIDDEN', message: 'Not allowed' })).toBe(
      'Not allowed',
    );
    expect(membershipCreateErrorMessage({})).toBe('Failed to create membership');
  });
});

describe('accountCompletionErrorMessage', () => {
  it('joins the field errors with commas, else uses the message, else Validation failed', () => {
    expect(
      accountCompletionErrorMessage({
        message: 'ignored',
        errors: [
          { field: 'phone', message: 'Phone is invalid' },
          { field: 'gender', message: 'Gender is required' },
        ],
      }),
    ).toBe('Phone is invalid, Gender is required');
    expect(accountCompletionErrorMessage({ message: 'Bad data' })).toBe('Bad data');
    expect(accountCompletionErrorMessage({})).toBe('Validation failed');
  });
});

describe('message catalogues', () => {
  it('holds the exact club invitation and captcha texts', () => {
    expect(CLUB_INVITE_MESSAGES.noCode).toBe(
      'No invitation code provided. Club registration requires a valid invitation.',
    );
    expect(CLUB_INVITE_MESSAGES.alreadyUsed).toBe(
      'This invitation has already been used or is no longer valid.',
    );
    expect(CAPTCHA_MESSAGES.completeFirst).toBe('Please complete the security verification first.');
    expect(CAPTCHA_MESSAGES.notReady).toBe(
      'reCAPTCHA not ready. Please refresh the page and try again.',
    );
    expect(ACCOUNT_CREATE_MESSAGES.configurationLoading).toBe(
      'Configuration is still loading. Please wait...',
    );
  });
});

describe('API_ERROR_STATUS', () => {
  it('When input is invalid, then the API answers 400, keeping 422 for an incomplete account', () => {
    expect(API_ERROR_STATUS.VALIDATION_ERROR).toBe(400);
    expect(API_ERROR_STATUS.UNPROCESSABLE).toBe(422);
  });

  it('When the security check is missing or fails, then it answers 403 or 400', () => {
    expect(API_ERROR_STATUS.CAPTCHA_REQUIRED).toBe(403);
    expect(API_ERROR_STATUS.CAPTCHA_FAILED).toBe(400);
  });
});
