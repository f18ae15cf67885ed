import type { ActionCodeSettings } from 'firebase/auth';

/**
 * Where a reader continues after following an emailed link. The link itself opens the
 * project's action handler (/__/auth/action, or /auth/action when set in the console),
 * which shows this address as its continue link; same origin, so the Auth emulator and
 * every deployed domain accept it.
 */
export function continueTo(path: string): ActionCodeSettings {
  return { url: `${window.location.origin}${path}` };
}
