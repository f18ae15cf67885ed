/** Sections scroll into view this far below the top, clear of the sticky header. */
export const SECTION_SCROLL_OFFSET_PX = 80;

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Where the window scrolls to bring an element in below the sticky header. */
function sectionTop(element: Element) {
  return Math.max(
    0,
    Math.round(element.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET_PX),
  );
}

/** Scrolls a section into view below the sticky header, smoothly unless motion is reduced. */
export function scrollToSection(id: string) {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({
    top: sectionTop(element),
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
  return true;
}

/** How long a page may take to render a linked section and settle around it. */
export const SECTION_SETTLE_MS = 10_000;

const READER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to a section as soon as it is rendered, then keeps it in place while the page
 * settles around it (a lazily loaded page arriving, skeletons turning into lists), until the
 * reader scrolls or SECTION_SETTLE_MS pass. Returns the function that stops it.
 */
export function scrollToSectionWhenRendered(id: string): () => void {
  const startedAt = Date.now();
  let frame = 0;
  let scrolled: { top: number; pageHeight: number } | null = null;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const follow = () => {
    const element = document.getElementById(id);
    if (element) {
      const top = sectionTop(element);
      // A page that grows may now reach a position it was too short for.
      const pageHeight = document.documentElement.scrollHeight;
      if (!scrolled || scrolled.top !== top || scrolled.pageHeight !== pageHeight) {
        const smooth = !scrolled && !prefersReducedMotion();
        window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
        scrolled = { top, pageHeight };
      }
    }
    if (Date.now() - startedAt < SECTION_SETTLE_MS) frame = requestAnimationFrame(follow);
    else stop();
  };
  for (const type of READER_SCROLL_EVENTS) {
    window.addEventListener(type, stop, { passive: true });
  }
  frame = requestAnimationFrame(follow);
  return stop;
}
