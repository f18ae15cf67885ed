/** Session storage, or null where the browser refuses it (private browsing, blocked cookies). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionItem(key: string): string | null {
  try {
    return sessionStorageOrNull()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionItem(key: string, value: string | null): void {
  try {
    const storage = sessionStorageOrNull();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // A full or refused storage only loses the convenience of remembering.
  }
}
