import { useCallback, useEffect, useRef, useState } from 'react';

/** One page of a list read by cursor: its items and where the next page starts (or null). */
export interface CursorPage<T> {
  items: T[];
  next: string | null;
}

export type LoadMoreState<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: T[]; next: string | null; more: 'idle' | 'loading' | 'failed' };

/**
 * A list that grows a page at a time ("Load more"): the first page when `fetchPage` changes
 * (showing loading meanwhile), later pages appended. `refresh` reads the first page again
 * while the current one stays on screen; `retry` shows loading first.
 */
export function useLoadMore<T>(fetchPage: (after: string | null) => Promise<CursorPage<T>>) {
  const [state, setState] = useState<LoadMoreState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const quiet = useRef(false);

  useEffect(() => {
    let cancelled = false;
    if (!quiet.current) setState({ status: 'loading' });
    quiet.current = false;
    fetchPage(null).then(
      (page) => !cancelled && setState({ status: 'ready', ...page, more: 'idle' }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [fetchPage, round]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.next) return;
    const current = state;
    setState({ ...current, more: 'loading' });
    try {
      const page = await fetchPage(current.next);
      setState({
        status: 'ready',
        items: [...current.items, ...page.items],
        next: page.next,
        more: 'idle',
      });
    } catch {
      setState({ ...current, more: 'failed' });
    }
  }, [fetchPage, state]);

  const refresh = useCallback(() => {
    quiet.current = true;
    setRound((r) => r + 1);
  }, []);
  const retry = useCallback(() => setRound((r) => r + 1), []);

  return { state, loadMore, refresh, retry };
}
