import createCache from '@emotion/cache';

/** One key in the prerenderer and the browser, so the browser adopts the inlined styles. */
export const createEmotionCache = () => createCache({ key: 'css' });
