const PREFIX = 'itkd.snapshot.';

/**
 * A record of the signed-in person kept in this browser, so that their page paints it at
 * once on their next visit while the live one loads. Null when none was kept for `uid`
 * (another person may have used this browser since), or when `isValid` rejects it.
 */
export function readSnapshot<T>(
  name: string,
  uid: string,
  isValid: (value: unknown) => value is T,
): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + name);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (!stored || typeof stored !== 'object') return null;
    const { owner, value } = stored as { owner?: unknown; value?: unknown };
    return owner === uid && isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the signed-in person's record for readSnapshot. */
export function storeSnapshot(name: string, uid: string, value: unknown) {
  try {
    if (value === null) localStorage.removeItem(PREFIX + name);
    else localStorage.setItem(PREFIX + name, JSON.stringify({ owner: uid, value }));
  } catch {
    // Storage may be unavailable or full; the page then waits for the live record.
  }
}

/** Forgets every snapshot: on signing out nothing of the person stays in the browser. */
export function clearSnapshots() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
