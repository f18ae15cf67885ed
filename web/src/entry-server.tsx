import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import { App } from './app/app';
import { createEmotionCache, EMOTION_KEY, PRERENDERED_STYLES } from './app/emotion-cache';
import { RouteMessages } from './app/route-messages';
import { AppRoutes, pageFor, preloadRoute, startsOnIntent } from './app/routes';
import { STYLE_SAMPLES } from './app/style-samples';
import type { PageMeta } from './components/seo/page-meta-collector';
import { PageMetaCollector } from './components/seo/page-meta-collector';
import type { RuntimeConfig } from './config/runtime-config';
import { loadMessages, SHELL_AREAS, type MessageArea } from './i18n/catalogue';
import { handleIntlErrors } from './i18n/intl-errors';
import type { Locale } from './i18n/locales';

export { PRERENDER_PATHS } from './app/routes';
export { parseRuntimeConfig } from './config/runtime-config';

export interface RenderedPage {
  html: string;
  styles: string;
  meta: PageMeta;
  /** The message areas the page loads before it hydrates (the shell's and its own). */
  messageAreas: MessageArea[];
  /** The app starts at the visitor's first intent, not with the page (routes.tsx). */
  startsOnIntent: boolean;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders with react-intl's errors collected: a page whose messages are not loaded fails. */
async function failingOnIntlErrors<T>(render: () => Promise<T>): Promise<T> {
  const errors: string[] = [];
  handleIntlErrors((error) => errors.push(error.message));
  try {
    const result = await render();
    if (errors.length > 0) throw new Error(errors.join('\n'));
    return result;
  } finally {
    handleIntlErrors(undefined);
  }
}

/**
 * The page's critical CSS as style tags the browser's emotion cache adopts without moving
 * them (see app/emotion-cache.ts). Global styles keep emotion's own tags, marked as placed
 * (data-s); the components' styles are one tag that lists every style name the page
 * rendered, including the intermediate ones of wrapped components, which never reach the
 * HTML: the browser would otherwise insert those again while hydrating.
 */
function styleTags(cache: EmotionCache, critical: EmotionCriticalToChunks): string {
  return critical.styles
    .map(({ key, ids, css }) =>
      key === EMOTION_KEY
        ? `<style ${PRERENDERED_STYLES}="${[key, ...Object.keys(cache.inserted)].join(' ')}">${css}</style>`
        : `<style data-s="" data-emotion="${[key, ...ids].join(' ')}">${css}</style>`,
    )
    .join('');
}

/** Renders a tree to HTML once every lazy part has loaded. */
async function renderToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await failingOnIntlErrors(() =>
    prerenderToNodeStream(tree, {
      // Inline every Suspense boundary: outlined ones need inline scripts, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    }),
  );
  return streamToString(prelude);
}

/** Renders one route in one language to HTML with its critical CSS, at build time. */
export async function renderPage(
  url: string,
  locale: Locale,
  config: RuntimeConfig,
  renderDate: string,
): Promise<RenderedPage> {
  const [messages] = await Promise.all([loadMessages(locale), preloadRoute(url, locale)]);
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const meta: PageMeta = { title: '', description: null };
  const app = (content: ReactNode) => (
    <CacheProvider value={cache}>
      <PageMetaCollector.Provider value={meta}>
        <App start={{ locale, messages, config: { status: 'ready', config }, renderDate }}>
          <StaticRouter location={url}>{content}</StaticRouter>
        </App>
      </PageMetaCollector.Provider>
    </CacheProvider>
  );
  const html = await renderToHtml(app(<AppRoutes />));
  const Samples = await STYLE_SAMPLES[url]?.();
  const samplesHtml = Samples
    ? await renderToHtml(
        app(
          <RouteMessages page={pageFor(url)}>
            <Samples />
          </RouteMessages>,
        ),
      )
    : '';
  const styles = styleTags(cache, extractCriticalToChunks(html + samplesHtml));
  const messageAreas = [...new Set([...SHELL_AREAS, ...pageFor(url).messageAreas])];
  return { html, styles, meta, messageAreas, startsOnIntent: startsOnIntent(url) };
}
