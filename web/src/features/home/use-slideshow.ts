import { useCallback, useEffect, useState } from 'react';

import { nextSlideIndex, previousSlideIndex, SLIDE_INTERVAL_MS } from './slideshow-index';

/** The current slide; while `rotating`, moves on 5 s after the last change of slide. */
export function useSlideshow(count: number, rotating: boolean) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!rotating) return;
    // Re-armed on every change, so a slide chosen by hand also stays a full interval.
    const timer = setTimeout(
      () => setIndex((current) => nextSlideIndex(current, count)),
      SLIDE_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [index, rotating, count]);

  const next = useCallback(() => setIndex((current) => nextSlideIndex(current, count)), [count]);
  const previous = useCallback(
    () => setIndex((current) => previousSlideIndex(current, count)),
    [count],
  );
  return { index, next, previous, goTo: setIndex };
}
