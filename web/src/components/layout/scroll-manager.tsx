import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { scrollToSectionWhenRendered } from '../../lib/scroll/scroll-to-section';

export const SECTION_SCROLL_DELAY_MS = 100;

/**
 * Each route change starts at the top; a #hash scrolls to its section from 100 ms on, as
 * soon as the page has rendered it: after a link inside the app, a lazily loaded page may
 * arrive well after the address changed.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let stopFollowing = () => {};
    const timer = setTimeout(() => {
      stopFollowing = scrollToSectionWhenRendered(decodeURIComponent(hash.slice(1)));
    }, SECTION_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stopFollowing();
    };
  }, [pathname, hash]);
  return null;
}
