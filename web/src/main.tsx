import { loadLocaleData } from './i18n/load-locale-data';
import { afterNextPaint, yieldToBrowser } from './lib/scheduling/main-thread';
import { preloadAssets } from './lib/scheduling/preload-assets';

// A prerendered page is whole without JavaScript, so it is painted first: its scripts are
// fetched after that, all at once (the prerenderer lists them in data-assets), and they
// run in steps with the main thread free in between (React, the styling engine and theme,
// the router and react-intl, the page layout and its components, then the app), so that
// no single long task holds up a tap or a frame.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The browser's first use of Intl loads its locale data (20 to 60 ms on a laptop, several
// times that on a phone): here, in short steps, before React needs it.
await loadLocaleData(document.documentElement.lang || 'en');

if (container.hasAttribute('data-prerendered')) {
  await afterNextPaint();
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
await startApp(container);
