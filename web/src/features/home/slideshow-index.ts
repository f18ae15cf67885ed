/** Slideshow timing and wrap-around maths (spec 01 §9: the slideshow advances every 5 s). */
export const SLIDE_INTERVAL_MS = 5000;

export function nextSlideIndex(index: number, count: number): number {
  return (index + 1) % count;
}

export function previousSlideIndex(index: number, count: number): number {
  return (index - 1 + count) % count;
}
