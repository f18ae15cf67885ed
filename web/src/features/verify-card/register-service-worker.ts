/** Where the build writes the checker's service worker (vite.config.ts), and what it controls. */
export const CHECKER_SW_URL = '/verify-sw.js';
export const CHECKER_SW_SCOPE = '/verify';

/**
 * Registers the card checker's service worker (workbox-window, loaded here only), which
 * keeps /verify's app shell for visits with no connection. Its scope is /verify: no other
 * page is ever controlled by it. Returns a cleanup that does nothing (registration stays).
 */
export function registerCheckerServiceWorker(): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  // The development server has no service worker to register.
  if (window.location.port === '5173') return () => undefined;
  void import('workbox-window')
    .then(({ Workbox }) => new Workbox(CHECKER_SW_URL, { scope: CHECKER_SW_SCOPE }).register())
    .catch(() => undefined);
  return () => undefined;
}
