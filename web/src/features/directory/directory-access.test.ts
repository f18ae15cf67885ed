import { directoryAccess } from './directory-access';
import { aSessionUser } from './testing/directory-fixtures';

describe('directoryAccess', () => {
  it('refuses a signed-out visitor, even before the session is confirmed', () => {
    expect(directoryAccess({ user: null, confirmed: false })).toBe('signed-out');
    expect(directoryAccess({ user: null, confirmed: true })).toBe('signed-out');
  });

  it('waits while a stored user has not been confirmed by Firebase yet', () => {
    const user = aSessionUser({ isActiveMember: false });
    expect(directoryAccess({ user, confirmed: false })).toBe('pending');
  });

  it('refuses a confirmed user without an active membership', () => {
    const user = aSessionUser({ isActiveMember: false });
    expect(directoryAccess({ user, confirmed: true })).toBe('not-member');
  });

  it('admits an active member and an admin', () => {
    expect(directoryAccess({ user: aSessionUser(), confirmed: true })).toBe('granted');
    const admin = aSessionUser({ isActiveMember: false, isAdmin: true });
    expect(directoryAccess({ user: admin, confirmed: true })).toBe('granted');
  });
});
