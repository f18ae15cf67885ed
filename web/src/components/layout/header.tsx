import LoginIcon from '@mui/icons-material/Login';
import { AppBar, Box, Button, IconButton, Link, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { useSession } from '../../lib/session/session-provider';

import { LanguageToggle } from './language-toggle';
import { NavDropdown } from './nav-dropdown';
import { NAV_GROUPS } from './nav-items';

// Signed-in menus and the phone drawer bring dialogs and modals: loaded only when shown.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export function Header() {
  const intl = useIntl();
  const { user } = useSession();
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });

  return (
    <AppBar position="sticky" color="primary" component="header">
      <Toolbar sx={{ gap: 1 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '1.05rem', sm: '1.2rem' },
            mr: 2,
            whiteSpace: 'nowrap',
          }}
        >
          <Box component="span" aria-hidden sx={{ color: '#ffd166', mr: 0.75 }}>
            IT
          </Box>
          <FormattedMessage id="app.shortName" />
        </Link>
        {desktop && (
          <Box
            component="nav"
            aria-label={intl.formatMessage({ id: 'nav.mainLabel' })}
            sx={{ display: 'flex', gap: 0.5 }}
          >
            {NAV_GROUPS.map((group) => (
              <NavDropdown key={group.labelId} group={group} />
            ))}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {desktop && <LanguageToggle />}
        {desktop && (
          <Button component={RouterLink} to="/join" variant="contained" color="secondary">
            <FormattedMessage id="nav.join" />
          </Button>
        )}
        {user ? (
          <Suspense fallback={null}>
            <UserMenu user={user} />
          </Suspense>
        ) : (
          <IconButton
            component={RouterLink}
            to="/login"
            color="inherit"
            aria-label={intl.formatMessage({ id: 'nav.signIn' })}
          >
            <LoginIcon />
          </IconButton>
        )}
        {!desktop && (
          <Suspense fallback={null}>
            <MobileMenu />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}
