import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { deferredSection } from '../../lib/hydration/deferred-section';

import { Header } from './header';
import { ScrollManager } from './scroll-manager';

// Below every page: it keeps its prerendered HTML until the reader scrolls near it.
const Footer = deferredSection('footer', () => import('./footer').then((module) => module.Footer));

/**
 * Header, main area and footer. The main area is at least a screen tall, so the footer
 * never paints in view above a page that is still arriving (no layout shift).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        <FormattedMessage id="nav.skipToContent" />
      </Box>
      <ScrollManager />
      <Header />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}
      >
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
