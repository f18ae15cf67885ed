import LoginIcon from '@mui/icons-material/Login';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';
import { useSession } from '../../lib/session/session-provider';

import { LanguageToggle } from './language-toggle';
import { MobileMenu } from './mobile-menu';
import { MOBILE_MENU_ID } from './mobile-menu-link';
import { NavDropdown } from './nav-dropdown';
import { NAV_GROUPS } from './nav-items';

// The signed-in menu brings dialogs and modals: loaded only when shown.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

// Breakpoints in CSS rather than a media-query hook, so prerendered HTML fits every screen.
const desktopOnly = { display: { xs: 'none', md: 'flex' } };
const phoneOnly = { display: { xs: 'inline-flex', md: 'none' } };

/** A signed-in avatar and the sign-in icon take the same 40 px, so neither shifts the bar. */
const ACCOUNT_SLOT = { width: 40, height: 40, display: 'grid', placeItems: 'center' };

export function Header() {
  const intl = useIntl();
  const { user } = useSession();

  return (
    <AppBar position="sticky" color="primary" component="header">
      <Toolbar sx={{ gap: 1 }}>
        <Box
          component={RouterLink}
          to="/"
          sx={{
            color: 'inherit',
            textDecoration: 'none',
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
        </Box>
        <Box
          component="nav"
          aria-label={intl.formatMessage({ id: 'nav.mainLabel' })}
          sx={{ ...desktopOnly, gap: 0.5 }}
        >
          {NAV_GROUPS.map((group) => (
            <NavDropdown key={group.labelId} group={group} />
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ ...desktopOnly, gap: 1, alignItems: 'center' }}>
          <LanguageToggle />
          <Button component={RouterLink} to="/join" variant="contained" color="secondary">
            <FormattedMessage id="nav.join" />
          </Button>
        </Box>
        <Box sx={ACCOUNT_SLOT}>
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
        </Box>
        <IconButton
          color="inherit"
          aria-label={intl.formatMessage({ id: 'nav.openMenu' })}
          popoverTarget={MOBILE_MENU_ID}
          aria-controls={MOBILE_MENU_ID}
          edge="end"
          sx={phoneOnly}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <MobileMenu />
    </AppBar>
  );
}
