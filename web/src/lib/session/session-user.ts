import { clearSnapshots } from './session-snapshots';

/** What the header needs to know about the signed-in person, cached across visits. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
}

const STORAGE_KEY = 'itkd.session';

export function readStoredSession(): SessionUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SessionUser>;
    return typeof value.uid === 'string' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

export function storeSession(user: SessionUser | null) {
  try {
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else {
      localStorage.removeItem(STORAGE_KEY);
      clearSnapshots();
    }
  } catch {
    // Storage may be unavailable; the session still works for this page.
  }
}

export function initialOf(user: Pick<SessionUser, 'displayName' | 'email'>): string | null {
  const source = user.displayName?.trim() || '';
  return source ? source[0].toUpperCase() : null;
}
