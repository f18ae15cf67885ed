import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { SECTION_SCROLL_OFFSET_PX } from './nav-items';

/** Scrolls a section into view below the sticky header, smoothly unless motion is reduced. */
export function scrollToSection(id: string) {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const top = element.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
  return true;
}

export const SECTION_SCROLL_DELAY_MS = 100;

/** Each route change starts at the top; a #hash scrolls to its section once it has rendered. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const timer = setTimeout(
      () => scrollToSection(decodeURIComponent(hash.slice(1))),
      SECTION_SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
