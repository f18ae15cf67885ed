/** Slideshow timing and wrap-around maths. */
export const SLIDE_INTERVAL_MS = 5000;

export function nextSlideIndex(index: number, count: number): number {
  return (index + 1) % count;
}

export function previousSlideIndex(index: number, count: number): number {
  return (index - 1 + count) % count;
}
