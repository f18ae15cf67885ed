import { clearSnapshots, readSnapshot, storeSnapshot } from './session-snapshots';
import { storeSession, type SessionUser } from './session-user';

const isName = (value: unknown): value is { name: string } =>
  typeof (value as { name?: unknown } | null)?.name === 'string';

const user: SessionUser = {
  uid: 'u1',
  email: 'owner@example.org',
  displayName: 'Owner',
  photoURL: null,
  emailVerified: true,
  isAdmin: false,
};

beforeEach(() => localStorage.clear());

describe('session snapshots', () => {
  it('gives back what was kept for the same person only', () => {
    storeSnapshot('club', 'u1', { name: 'Lakeshore' });
    expect(readSnapshot('club', 'u1', isName)).toEqual({ name: 'Lakeshore' });
    expect(readSnapshot('club', 'u2', isName)).toBeNull();
    expect(readSnapshot('other', 'u1', isName)).toBeNull();
  });

  it('ignores a snapshot of another shape or unreadable JSON', () => {
    storeSnapshot('club', 'u1', { title: 'Lakeshore' });
    expect(readSnapshot('club', 'u1', isName)).toBeNull();
    localStorage.setItem('itkd.snapshot.club', '{not json');
    expect(readSnapshot('club', 'u1', isName)).toBeNull();
  });

  it('forgets a snapshot stored as null, and every snapshot when the person signs out', () => {
    storeSnapshot('club', 'u1', { name: 'Lakeshore' });
    storeSnapshot('club', 'u1', null);
    expect(readSnapshot('club', 'u1', isName)).toBeNull();

    storeSession(user);
    storeSnapshot('club', 'u1', { name: 'Lakeshore' });
    storeSnapshot('profile', 'u1', { name: 'Owner' });
    localStorage.setItem('itkd.locale', 'es');
    storeSession(null);
    expect(readSnapshot('club', 'u1', isName)).toBeNull();
    expect(readSnapshot('profile', 'u1', isName)).toBeNull();
    expect(localStorage.getItem('itkd.locale')).toBe('es');

    storeSnapshot('club', 'u1', { name: 'Lakeshore' });
    clearSnapshots();
    expect(localStorage.length).toBe(1);
  });
});
