/** Sections scroll into view this far below the top, clear of the sticky header. */
export const SECTION_SCROLL_OFFSET_PX = 80;

/** Scrolls a section into view below the sticky header, smoothly unless motion is reduced. */
export function scrollToSection(id: string) {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const top = element.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
  return true;
}
