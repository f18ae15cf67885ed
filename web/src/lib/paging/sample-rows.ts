import { createContext, useContext } from 'react';

/**
 * Rows a paged table shows at once instead of loading them. Only the prerenderer's style
 * samples give any, so that a table renders with rows for its CSS.
 */
export const SampleRows = createContext<readonly { id: string }[] | null>(null);

/** The sample rows' values in turn: the index-th, starting over when they run out. */
export const pick = <T>(values: readonly T[], index: number): T => values[index % values.length];

/** The sample rows as a first page to show at once, or null outside the style samples. */
export function useSamplePage<T extends { id: string }>(): { items: T[]; total: number } | null {
  const rows = useContext(SampleRows) as readonly T[] | null;
  return rows ? { items: [...rows], total: rows.length } : null;
}
