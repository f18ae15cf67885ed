import {
  API_ERROR_STATUS,
  ACCOUNT_CREATE_MESSAGES,
  CAPTCHA_MESSAGES,
  CLUB_INVITE_MESSAGES,
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
