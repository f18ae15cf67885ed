import { yieldToBrowser } from './main-thread';

// Starting a fetch from a <link> costs the main thread 5 to 20 ms on a phone (traces at
// Lighthouse's 4x CPU slowdown), so a page's two to four dozen assets are asked for two at
// a time, in tasks short enough not to hold up a tap.
const LINKS_PER_TASK = 2;

function preloadLink(url: string): HTMLLinkElement {
  const link = document.createElement('link');
  if (url.endsWith('.json')) {
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
  } else {
    link.rel = 'modulepreload';
    link.crossOrigin = '';
  }
  link.href = url;
  return link;
}

/**
 * Starts fetching a page's assets, in the order given: its JavaScript chunks as module
 * preloads and its JSON (the runtime configuration) as a fetch preload that the later
 * fetch() reuses. Resolves once every request has started.
 */
export async function preloadAssets(urls: readonly string[]): Promise<void> {
  for (let start = 0; start < urls.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToBrowser();
    document.head.append(...urls.slice(start, start + LINKS_PER_TASK).map(preloadLink));
  }
}
