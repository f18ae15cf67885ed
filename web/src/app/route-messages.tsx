import type { ReactNode } from 'react';

import { AreaMessages } from '../i18n/area-messages';

import type { LazyPage } from './lazy-page';

/**
 * Adds a page's own message areas to the shell's. The entry (and the prerenderer) load them
 * before the first render; on a later navigation the page waits for them with its code.
 */
export function RouteMessages({ page, children }: { page: LazyPage; children: ReactNode }) {
  return (
    <AreaMessages areas={page.messageAreas} whileLoading={() => void page.preload()}>
      {children}
    </AreaMessages>
  );
}
