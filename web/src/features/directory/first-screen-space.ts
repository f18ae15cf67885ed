import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height from an element's top to the bottom of the first screen, when the page opened
 * at its top. The first section holds it while its list loads and after: on a first visit
 * nobody knows how many cards will come, and whether one arrives or many, the sections below
 * stay out of the first screen instead of moving into it.
 */
export function useFirstScreenRest<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  const [rest, setRest] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || window.scrollY > 0) return;
    const below = Math.ceil(window.innerHeight - element.getBoundingClientRect().top);
    // Measured before the browser paints the section, so it never shows without it.
    if (below > 0) setRest(below);
  }, [enabled]);
  return { ref, rest };
}
