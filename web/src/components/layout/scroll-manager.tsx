import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { scrollToSection } from '../../lib/scroll/scroll-to-section';

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
