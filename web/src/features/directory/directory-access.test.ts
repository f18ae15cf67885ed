import { directoryAccess } from './directory-access';
import { aSessionUser } from './testing/directory-fixtures';

describe('directoryAccess', () => {
  it('refuses a signed-out visitor, even before the session is confirmed', () => {
    expect(directoryAccess({ user: null, confirmed: false })).toBe('signed-out');
    expect(directoryAccess({ user: null, confirmed: true })).toBe('signed-out');
  });

  it('waits while a stored user has not been confirmed by Firebase yet', () => {
    expect(directoryAccess({ user: aSessionUser(), confirmed: false })).toBe('pending');
  });

  it("leaves a confirmed member's access to their standing document", () => {
    expect(directoryAccess({ user: aSessionUser(), confirmed: true })).toBe('standing');
  });

  it('admits an admin', () => {
    const admin = aSessionUser({ isAdmin: true });
    expect(directoryAccess({ user: admin, confirmed: true })).toBe('granted');
  });
});
