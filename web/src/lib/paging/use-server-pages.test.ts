import { act, renderHook, waitFor } from '@testing-library/react';

import { SEARCH_DELAY_MS, useServerPages, type PageCursor } from './use-server-pages';

type Page = { items: { id: string }[]; total: number };

const rows = (ids: string[]): Page => ({ items: ids.map((id) => ({ id })), total: 25 });
const lastRowId = (page: Page) => page.items.at(-1)?.id;

function renderPages(props: { query?: string; enabled?: boolean; initial?: Page | null } = {}) {
  const fetchPage = jest.fn(async (cursor: PageCursor, search: string) => {
    void search;
    return rows([`row-${cursor.skip + 1}`, `row-${cursor.skip + 10}`]);
  });
  const hook = renderHook(
    (current: typeof props) =>
      useServerPages<Page>({ fetchPage, lastRowId, pageSize: 10, ...current }),
    { initialProps: props },
  );
  return { fetchPage, ...hook };
}

afterEach(() => jest.useRealTimers());

describe('useServerPages', () => {
  it('asks for each next page after the last row of the page before', async () => {
    const { fetchPage, result } = renderPages();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenLastCalledWith({ skip: 0, after: undefined, limit: 10 }, '');
    act(() => result.current.setPage(1));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(fetchPage).toHaveBeenLastCalledWith({ skip: 10, after: 'row-10', limit: 10 }, '');
    await waitFor(() => expect(result.current.result?.items[0].id).toBe('row-11'));
  });

  it('applies the search once typing stops, trimmed, from the first page and its own cursors', async () => {
    jest.useFakeTimers();
    const { fetchPage, result } = renderPages();
    await act(async () => undefined);
    act(() => result.current.setPage(1));
    await act(async () => undefined);
    act(() => result.current.setSearchInput(' Lopez '));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(1));
    await act(async () => undefined);
    expect(result.current.page).toBe(0);
    expect(fetchPage).toHaveBeenLastCalledWith({ skip: 0, after: undefined, limit: 10 }, 'Lopez');
  });

  it('forgets the cursors when the query changes', async () => {
    const { fetchPage, result, rerender } = renderPages({ query: 'status=all' });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    rerender({ query: 'status=active' });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage).toHaveBeenLastCalledWith({ skip: 10, after: undefined, limit: 10 }, '');
  });

  it('loads nothing until enabled, and keeps saying it is loading', async () => {
    const { fetchPage, result, rerender } = renderPages({ enabled: false });
    await act(async () => undefined);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(true);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('shows an initial result at once, without loading', () => {
    const initial = rows(['sample-1']);
    const { result } = renderPages({ initial, enabled: false });
    expect(result.current).toMatchObject({ result: initial, loading: false });
  });

  it('keeps the error of a failed page, with no rows', async () => {
    const failure = new Error('down');
    const fetchPage = jest.fn(async () => Promise.reject(failure));
    const { result } = renderHook(() =>
      useServerPages<Page>({ fetchPage, lastRowId, pageSize: 10 }),
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ result: null, error: failure });
  });
});
