import type { Breakpoint } from '@mui/material';

/**
 * What MUI's Container does (centred, the page's side padding, at most `maxWidth` wide),
 * as sx for a Box: the sections a phone sees first then need neither Container's nor
 * Stack's code before the page responds.
 */
export const pageWidth = (maxWidth: Breakpoint) =>
  ({ width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, maxWidth }) as const;
