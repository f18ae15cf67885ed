// jsdom's own (absent unless a polyfill adds one), to go back to.
const jsdomMatchMedia = window.matchMedia;

/**
 * Pretends the window is `width` px wide for MUI's useMediaQuery (jsdom has no layout):
 * answers (min-width:N px) and (max-width:N px) queries against it.
 */
export function setScreenWidth(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
      side === 'min' ? width >= Number(px) : width <= Number(px),
    );
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** Back to jsdom's window. */
export function resetScreenWidth(): void {
  window.matchMedia = jsdomMatchMedia;
}
