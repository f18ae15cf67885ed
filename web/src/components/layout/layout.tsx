import { Box, CircularProgress } from '@mui/material';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';

import { RouteErrorBoundary } from '../../features/errors/route-error-boundary';

import { Footer } from './footer';
import { Header } from './header';
import { ScrollManager } from './scroll-manager';

function PageLoading() {
  const intl = useIntl();
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Box>
  );
}

export function Layout() {
  const { pathname } = useLocation();
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
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {/* A new page gets a fresh boundary, so one failure does not stick to the next. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
