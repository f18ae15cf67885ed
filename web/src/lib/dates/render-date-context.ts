import { createContext } from 'react';

/**
 * The date a page was prerendered on. Hydration must reproduce the prerendered markup, so
 * date-dependent parts first render for this date, then at once for the reader's today.
 * Apart from useTodayIso, so the app shell that provides it carries no date code.
 */
export const RenderDateContext = createContext<string | null>(null);
