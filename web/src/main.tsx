import { holdEarlyInput, whenHydrated, type EarlyInput } from './app/early-input';
import { loadLocaleData } from './i18n/load-locale-data';
import { storedLocale } from './i18n/locales';
import { afterNextPaint, whenVisitorActs, yieldToBrowser } from './lib/scheduling/main-thread';
import { preloadAssets } from './lib/scheduling/preload-assets';
import { readStoredSession } from './lib/session/session-user';

// A prerendered page is whole without JavaScript, so it is painted first. A page marked
// data-start="on-intent" (routes.tsx) stays plain HTML until the visitor reaches for it:
// nothing but this entry runs while they read, on any phone. The others, and any page for a
// signed-in person or a language chosen in this browser, start after the first paint. Then
// the scripts are fetched all at once (the prerenderer lists them in data-assets) and run
// in steps with the main thread free in between (React, the styling engine and theme, the
// router and react-intl, the page layout and its components, then the app), so that no
// single long task holds up a tap or a frame.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const prerendered = container.hasAttribute('data-prerendered');
const lang = document.documentElement.lang || 'en';
let earlyInput: EarlyInput | undefined;
if (prerendered) {
  const waitsForVisitor =
    container.dataset.start === 'on-intent' &&
    readStoredSession() === null &&
    (storedLocale() ?? lang) === lang;
  earlyInput = holdEarlyInput(container);
  if (waitsForVisitor) await new Promise<void>((resolve) => whenVisitorActs(resolve));
  else await afterNextPaint();
}

// The browser's first use of Intl loads its locale data (20 to 60 ms on a laptop, several
// times that on a phone): here, in short steps, before React needs it.
await loadLocaleData(lang);
if (prerendered) {
  await preloadAssets(container.dataset.assets?.split(' ').filter(Boolean) ?? []);
}
// Each import evaluates one chunk (the codeSplitting groups in vite.config.ts).
const layers = [
  () => import('react-dom/client'),
  () => import('./app/styles-layer'),
  () => import('./app/libraries-layer'),
  () => import('./components/layout/layout'),
];
for (const load of layers) {
  await load();
  await yieldToBrowser();
}
const { startApp } = await import('./app/start');
const hydrating = await startApp(container);
if (earlyInput) {
  const held = earlyInput;
  if (hydrating) void whenHydrated().then(() => held.release());
  else held.release();
}
