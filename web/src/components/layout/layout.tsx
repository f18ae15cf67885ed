import { Box, LinearProgress } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Outlet, useNavigation } from 'react-router';

import { Footer } from './footer';
import { Header } from './header';
import { ScrollManager } from './scroll-manager';

export function Layout() {
  const navigation = useNavigation();
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
      {navigation.state === 'loading' && (
        <LinearProgress
          color="secondary"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }}
        />
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
