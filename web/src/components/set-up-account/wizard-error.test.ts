import { ApiRequestError } from '../../lib/api/api-client';

import { accountCompletionError, accountError, firstError, membershipError } from './wizard-error';

const apiError = (
  code: ApiRequestError['code'],
  message = '',
  status = 400,
  errors = [] as { field: string; message: string }[],
) => new ApiRequestError({ code, message, statusCode: status, errors });

describe('registration errors', () => {
  it('maps account creation codes to the spec messages', () => {
    expect(accountError(apiError('VALIDATION_ERROR', 'x'))).toEqual({
      id: 'registration.error.validation',
    });
    expect(accountError(apiError('USER_EXISTS', 'x', 409))).toEqual({
      id: 'registration.error.userExists',
    });
    expect(accountError(apiError('REQUEST_TIMEOUT', 'x', 408))).toEqual({
      id: 'registration.error.timeout',
    });
    expect(accountError(apiError('NETWORK_ERROR', 'x', 0))).toEqual({
      id: 'registration.error.network',
    });
  });

  it('asks for the security check when account creation finds none', () => {
    expect(accountError(apiError('CAPTCHA_REQUIRED', 'x', 403))).toEqual({
      id: 'securityCheck.completeFirst',
    });
  });

  it('shows the server message for other account failures, else the default', () => {
    const refused = apiError('FORBIDDEN', 'Security check required', 403);
    expect(accountError(refused)).toEqual({ apiError: refused, part: 'message' });
    expect(accountError(apiError('API_ERROR', ' ', 500))).toEqual({
      id: 'registration.error.accountFailed',
    });
  });

  it('shows the field errors of a refused account completion, else its message', () => {
    const error = apiError('VALIDATION_ERROR', 'Validation failed', 422, [
      { field: 'phone', message: 'Phone is invalid' },
      { field: 'gender', message: 'Gender is required' },
    ]);
    expect(accountCompletionError(error)).toEqual({ apiError: error, part: 'fields' });
    const bad = apiError('VALIDATION_ERROR', 'Bad input', 422);
    expect(accountCompletionError(bad)).toEqual({ apiError: bad, part: 'message' });
    expect(accountCompletionError(apiError('VALIDATION_ERROR', '', 422))).toEqual({
      id: 'registration.error.completionFailed',
    });
  });

  it('maps membership creation codes, a duplicate included', () => {
    expect(membershipError(apiError('DUPLICATE_RESOURCE', 'x', 409))).toEqual({
      id: 'registration.error.duplicateMembership',
    });
    expect(membershipError(apiError('USER_EXISTS', 'x', 409))).toEqual({
      id: 'registration.error.duplicateMembership',
    });
    expect(membershipError(apiError('VALIDATION_ERROR', 'x'))).toEqual({
      id: 'registration.error.validation',
    });
    expect(membershipError(apiError('EMAIL_NOT_VERIFIED', 'x', 403))).toEqual({
      id: 'registration.error.emailNotVerified',
    });
    expect(membershipError(apiError('TOO_MANY_REQUESTS', 'x', 429))).toEqual({
      id: 'registration.error.tooManyRequests',
    });
    const notYours = apiError('FORBIDDEN', 'Not yours', 403);
    expect(membershipError(notYours)).toEqual({ apiError: notYours, part: 'message' });
    expect(membershipError(apiError('API_ERROR', '', 500))).toEqual({
      id: 'registration.error.membershipFailed',
    });
  });

  it('ignores failures that are not API errors', () => {
    expect(accountError(new Error('boom'))).toBeNull();
    expect(membershipError('boom')).toBeNull();
  });

  it('shows the first non-empty error, else An error occurred', () => {
    expect(firstError(null, { text: 'second' }, { text: 'third' })).toEqual({ text: 'second' });
    expect(firstError(null, null)).toEqual({ id: 'registration.error.generic' });
  });
});
