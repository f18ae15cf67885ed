import createCache from '@emotion/cache';

/** One key in the prerenderer and the browser, so the browser adopts the inlined styles. */
export const EMOTION_KEY = 'mui';

/**
 * The attribute of a prerendered page's main style tag, in place of emotion's data-emotion.
 * Emotion adopts its own tags by re-inserting them into <head>, and re-inserting 60 KB of
 * CSS makes the browser restyle the whole page before it can hydrate; this one stays put
 * and the browser's cache is told which styles it already holds.
 */
export const PRERENDERED_STYLES = 'data-prerendered-styles';

export function createEmotionCache() {
  const cache = createCache({ key: EMOTION_KEY });
  const tag =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLStyleElement>(`style[${PRERENDERED_STYLES}]`);
  if (tag) {
    const [, ...names] = (tag.getAttribute(PRERENDERED_STYLES) ?? '').split(' ');
    for (const name of names) cache.inserted[name] = true;
    // Counted as the sheet's first tag (as adopting would have made it), so global styles
    // stay in front of it and the browser's own rules go after it: the cascade keeps the
    // prerendered order.
    cache.sheet.tags.push(tag);
  }
  return cache;
}
