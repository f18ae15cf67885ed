import { useMediaQuery } from '@mui/material';

/** True when the reader has asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  // Hydration-safe: false in prerendered HTML, then the reader's setting.
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
