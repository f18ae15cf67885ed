import { createContext } from 'react';

/** Filled in while prerendering, so the served HTML carries each page's title and summary. */
export interface PageMeta {
  title: string;
  description: string | null;
}

export const PageMetaCollector = createContext<PageMeta | null>(null);
