// Firebase-free on purpose: /login reads it before deciding whether to load the SDK.
const KEY = 'iltkd:pending-redirect-sign-in';

/** Noted just before a sign-in leaves for the provider's page. */
export function notePendingRedirect(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked: the result is then picked up at the visitor's first interaction.
  }
}

/** Whether a redirect sign-in may be coming back to this tab. */
export function hasPendingRedirect(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function clearPendingRedirect(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
