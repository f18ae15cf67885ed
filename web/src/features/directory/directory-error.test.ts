import { isMembershipError } from './directory-error';

function errorWith(message: string, code?: string) {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('isMembershipError', () => {
  it('treats a Firestore permission error as a missing membership', () => {
    expect(
      isMembershipError(errorWith('Missing or insufficient permissions.', 'permission-denied')),
    ).toBe(true);
  });

  it.each([
    'Access denied',
    'Only active members can view the directory',
    'Failed to fetch',
    'Unauthorized',
    'Request failed with status 401',
    'Request failed with status 403',
  ])('recognises the message "%s"', (message) => {
    expect(isMembershipError(errorWith(message))).toBe(true);
  });

  it('leaves other failures to the generic error', () => {
    expect(isMembershipError(errorWith('Service unavailable', 'unavailable'))).toBe(false);
    expect(isMembershipError(errorWith('Request failed with status 4013'))).toBe(false);
    expect(isMembershipError(undefined)).toBe(false);
  });
});
