import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { ConfigContext } from '../../config/config-context';
import { emulatorTestConfig } from '../api/test-runtime-config';

import { loadFirestore } from './load-firebase';
import {
  RealtimeAfterFirstScreen,
  useReadThenLive,
  useRealtime,
  type Watch,
} from './read-then-live';

jest.mock('./load-firebase', () => ({ loadFirestore: jest.fn() }));

const db = { name: 'the realtime SDK' };
const config = emulatorTestConfig();

interface FakeListener {
  next: ((data: string[]) => void) | null;
  fail: ((error: Error) => void) | null;
  stop: jest.Mock;
  watch: jest.Mock<ReturnType<Watch<string[]>>, Parameters<Watch<string[]>>>;
}

/** A listener the test drives: `next` and `fail` once attached. */
function fakeListener(): FakeListener {
  const listener: FakeListener = {
    next: null,
    fail: null,
    stop: jest.fn(),
    watch: jest.fn(),
  };
  listener.watch.mockImplementation((_db, next, fail) => {
    listener.next = next;
    listener.fail = fail;
    return listener.stop;
  });
  return listener;
}

function renderRead(
  readOnce: () => Promise<string[]>,
  listener: FakeListener,
  { held = true } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigContext.Provider value={config}>
      {held ? <RealtimeAfterFirstScreen>{children}</RealtimeAfterFirstScreen> : children}
    </ConfigContext.Provider>
  );
  return renderHook(
    () => ({
      read: useReadThenLive('memberships/u1', readOnce, async () => listener.watch),
      realtime: useRealtime(),
    }),
    { wrapper },
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(loadFirestore).mockResolvedValue(db as never);
});

describe('useReadThenLive', () => {
  it('gives the one-shot read, and loads no realtime SDK until the page goes live', async () => {
    const listener = fakeListener();
    const { result } = renderRead(async () => ['m1'], listener);
    expect(result.current.read.status).toBe('loading');
    await waitFor(() => expect(result.current.read.status).toBe('success'));
    expect(result.current.read.data).toEqual(['m1']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loadFirestore).not.toHaveBeenCalled();
    expect(listener.watch).not.toHaveBeenCalled();
  });

  it('hands over to the listener for good once live, and stops it on unmount', async () => {
    const listener = fakeListener();
    const readOnce = jest.fn().mockResolvedValueOnce(['m1']).mockResolvedValue(['stale']);
    const { result, unmount } = renderRead(readOnce, listener);
    await waitFor(() => expect(result.current.read.data).toEqual(['m1']));

    act(() => result.current.realtime.goLive());
    await waitFor(() =>
      expect(listener.watch).toHaveBeenCalledWith(db, expect.any(Function), expect.any(Function)),
    );
    expect(loadFirestore).toHaveBeenCalledWith(config);
    // Until the listener answers, the one-shot records stay.
    expect(result.current.read).toMatchObject({ status: 'success', data: ['m1'] });

    act(() => listener.next?.(['m1', 'm2']));
    expect(result.current.read.data).toEqual(['m1', 'm2']);
    // A one-shot read after that (a refresh) checks the server, but the listener's is newer.
    await act(() => result.current.read.reread());
    expect(result.current.read.data).toEqual(['m1', 'm2']);

    act(() => listener.fail?.(new Error('Missing or insufficient permissions.')));
    expect(result.current.read).toMatchObject({
      status: 'error',
      error: new Error('Missing or insufficient permissions.'),
    });
    unmount();
    expect(listener.stop).toHaveBeenCalled();
  });

  it('reports a failed one-shot read, and a failed reread to its caller', async () => {
    const listener = fakeListener();
    const readOnce = jest.fn().mockRejectedValue(new Error('Firestore answered 503'));
    const { result } = renderRead(readOnce, listener);
    await waitFor(() => expect(result.current.read.status).toBe('error'));
    expect(result.current.read.error).toEqual(new Error('Firestore answered 503'));
    await expect(result.current.read.reread()).rejects.toThrow('Firestore answered 503');
  });

  it('is live at once outside <RealtimeAfterFirstScreen>', async () => {
    const listener = fakeListener();
    renderRead(async () => ['m1'], listener, { held: false });
    await waitFor(() => expect(listener.watch).toHaveBeenCalled());
  });
});
