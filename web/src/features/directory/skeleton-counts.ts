import { SKELETON_COUNTS, type DirectorySectionId } from './directory-section-ids';

const STORAGE_KEY = 'directory.cardCounts';

function storedCounts(): Partial<Record<DirectorySectionId, number>> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/**
 * Placeholder cards for a section: as many as it showed on this browser's last visit, so the
 * sections below do not jump when the list arrives (a returning member), else the default.
 */
export function skeletonCount(section: DirectorySectionId): number {
  const count = storedCounts()[section];
  return Number.isInteger(count) && count !== undefined && count >= 0 && count <= 100
    ? count
    : SKELETON_COUNTS[section];
}

/** Remembers how many cards a section showed, for skeletonCount on the next visit. */
export function rememberCardCount(section: DirectorySectionId, count: number) {
  try {
    const counts = storedCounts();
    if (counts[section] === count) return;
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...counts, [section]: count }));
  } catch {
    // Storage may be unavailable; the default count still reserves some space.
  }
}
