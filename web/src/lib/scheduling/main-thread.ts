/** Resolves once the browser has painted the current document (after its next frame). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // rAF runs just before the frame is painted; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Chromium's scheduler.yield(), not yet in TypeScript's DOM types. */
type YieldingScheduler = { yield?: () => Promise<void> };

/** Ends the current task, so the browser can handle input and paint before work goes on. */
export function yieldToBrowser(): Promise<void> {
  // scheduler.yield() resumes ahead of other queued tasks and without the 4 ms that nested
  // timers are clamped to: dozens of small steps in a row cost no idle time.
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `run` once the browser is idle (within 1.5 s at the latest); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** The first signs that the visitor is about to use the page, rather than read it. */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];

/** Runs `run` at the visitor's first pointer, touch, key or focus; returns a cancel. */
export function whenVisitorActs(run: () => void): () => void {
  const stop = () => {
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, trigger, true);
  };
  function trigger() {
    stop();
    run();
  }
  for (const type of INTERACTION_EVENTS) {
    window.addEventListener(type, trigger, { capture: true, passive: true });
  }
  return stop;
}
