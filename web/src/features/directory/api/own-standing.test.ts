import { act, renderHook } from '@testing-library/react';

import { useReadThenLive, useRealtime } from '../../../lib/firebase/read-then-live';

import { useOwnStanding, useStillBefore } from './own-standing';

jest.mock('../../../config/config-context', () => ({ useConfig: () => ({}) }));
jest.mock('../../../lib/firebase/read-then-live', () => ({
  useReadThenLive: jest.fn(),
  useRealtime: jest.fn(() => ({ live: false, goLive: () => undefined })),
}));

const NOW = new Date('2026-11-22T12:00:00Z');
const secondsFromNow = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

/** What the one-shot read, then the listener, says of standings/{uid}: its activeUntil. */
const reread = jest.fn(() => Promise.resolve());

function snapshotIs(status: 'loading' | 'success' | 'error', activeUntil?: Date | null) {
  jest.mocked(useReadThenLive).mockReturnValue({ status, data: activeUntil, reread } as never);
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useStillBefore', () => {
  it('turns false at activeUntil by itself, with no new snapshot', () => {
    const { result } = renderHook(() => useStillBefore(secondsFromNow(5)));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(4_999));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(2));
    expect(result.current).toBe(false);
  });

  it('is false without a standing or past it, and true for an open-ended one', () => {
    expect(renderHook(() => useStillBefore(null)).result.current).toBe(false);
    expect(renderHook(() => useStillBefore(secondsFromNow(0))).result.current).toBe(false);
    const openEnded = new Date(Date.UTC(9999, 11, 31));
    expect(renderHook(() => useStillBefore(openEnded)).result.current).toBe(true);
  });
});

describe('useOwnStanding', () => {
  it("reads the caller's own standing document", () => {
    snapshotIs('loading');
    expect(renderHook(() => useOwnStanding('u-1')).result.current).toBe('loading');
    expect(jest.mocked(useReadThenLive).mock.calls[0][0]).toBe('standings/u-1');
  });

  it('is active while activeUntil is ahead and inactive once the document says otherwise', () => {
    snapshotIs('success', secondsFromNow(3600));
    const { result, rerender } = renderHook(() => useOwnStanding('u-1'));
    expect(result.current).toBe('active');

    snapshotIs('success', null);
    rerender();
    expect(result.current).toBe('inactive');
  });

  it('is inactive without a document, after its activeUntil, and when the read is refused', () => {
    snapshotIs('success', null);
    expect(renderHook(() => useOwnStanding('u-1')).result.current).toBe('inactive');
    snapshotIs('success', secondsFromNow(-1));
    expect(renderHook(() => useOwnStanding('u-1')).result.current).toBe('inactive');
    snapshotIs('error');
    expect(renderHook(() => useOwnStanding('u-1')).result.current).toBe('inactive');
  });
});

describe('useOwnStanding before the page goes live', () => {
  beforeEach(() => reread.mockClear());

  it('reads the standing again every 3 s, so a suspension closes the directory unaided', () => {
    snapshotIs('success', secondsFromNow(3600));
    renderHook(() => useOwnStanding('u-1'));
    act(() => jest.advanceTimersByTime(2_999));
    expect(reread).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reread).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(3_000));
    expect(reread).toHaveBeenCalledTimes(2);
  });

  it('stops once the listener follows the standing', () => {
    jest.mocked(useRealtime).mockReturnValue({ live: true, goLive: () => undefined });
    snapshotIs('success', secondsFromNow(3600));
    renderHook(() => useOwnStanding('u-1'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(reread).not.toHaveBeenCalled();
  });
});
