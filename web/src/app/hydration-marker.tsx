import { useEffect } from 'react';

/** Marks <html data-hydrated> once the page is live (browser journeys wait for it). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
