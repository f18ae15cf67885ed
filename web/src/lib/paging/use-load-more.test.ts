import { act, renderHook, waitFor } from '@testing-library/react';

import { useLoadMore, type CursorPage } from './use-load-more';

const FIRST: CursorPage<string> = { items: ['a', 'b'], next: 'b' };
const SECOND: CursorPage<string> = { items: ['c'], next: null };

describe('useLoadMore', () => {
  it('When more is asked for, then the next page is appended after the first', async () => {
    const fetchPage = jest.fn(async (after: string | null) => (after ? SECOND : FIRST));
    const { result } = renderHook(() => useLoadMore(fetchPage));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    await act(() => result.current.loadMore());
    expect(result.current.state).toEqual({
      status: 'ready',
      items: ['a', 'b', 'c'],
      next: null,
      more: 'idle',
    });
    expect(fetchPage.mock.calls).toEqual([[null], ['b']]);
  });

  it('When a later page fails, then the pages read stay and the failure is kept apart', async () => {
    const fetchPage = jest.fn(async (after: string | null) => {
      if (after) throw new Error('offline');
      return FIRST;
    });
    const { result } = renderHook(() => useLoadMore(fetchPage));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    await act(() => result.current.loadMore());
    expect(result.current.state).toEqual({
      status: 'ready',
      items: ['a', 'b'],
      next: 'b',
      more: 'failed',
    });
  });

  it('When refreshed, then the list stays on screen until the first page answers again; a retry shows loading', async () => {
    let answer: (page: CursorPage<string>) => void = () => undefined;
    const fetchPage = jest
      .fn<Promise<CursorPage<string>>, [string | null]>()
      .mockResolvedValueOnce(FIRST)
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useLoadMore(fetchPage));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.refresh());
    expect(result.current.state.status).toBe('ready');
    await act(async () => answer({ items: ['z'], next: null }));
    expect(result.current.state).toMatchObject({ items: ['z'] });
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading' });
  });
});
