import { act, renderHook } from '@testing-library/react';

import { usePayAttempt } from './use-pay-attempt';

describe('usePayAttempt', () => {
  it('is busy while the attempt runs and not after it succeeds', async () => {
    const { result } = renderHook(() => usePayAttempt());
    let finish = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.attempt(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      );
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('keeps what the attempt threw, and clears it when the next attempt starts', async () => {
    const { result } = renderHook(() => usePayAttempt());
    const refused = new Error('card refused');
    await act(() => result.current.attempt(() => Promise.reject(refused)));
    expect(result.current.error).toBe(refused);
    expect(result.current.busy).toBe(false);
    await act(() => result.current.attempt(() => Promise.resolve()));
    expect(result.current.error).toBeNull();
  });

  it('shows a failure found before trying without becoming busy', () => {
    const { result } = renderHook(() => usePayAttempt());
    const notReady = new Error('not ready');
    act(() => result.current.fail(notReady));
    expect(result.current.error).toBe(notReady);
    expect(result.current.busy).toBe(false);
  });
});
