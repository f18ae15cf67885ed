import { AppError } from '../errors/app-error';

/** The verified identity behind a request, as the services see it. */
export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  // 'password', 'google.com', 'facebook.com'... as the ID token states it.
  signInProvider: string | null;
}

/** Owners act on their own records; admins on anyone's. */
export function assertSelfOrAdmin(caller: Caller, uid: string) {
  if (caller.uid !== uid && !caller.isAdmin) throw AppError.forbidden();
}

/** Administrators only (custom claim `admin`). */
export function assertAdmin(caller: Caller) {
  if (!caller.isAdmin) throw AppError.forbidden();
}
