import CloseIcon from '@mui/icons-material/Close';
import { type SxProps, type Theme } from '@mui/material';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState, type ReactNode, type ToggleEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useSession } from '../../lib/session/session-provider';

import { LanguageToggle } from './language-toggle';
import { LIST, MenuLink, MOBILE_MENU_ID } from './mobile-menu-link';
import { NAV_GROUPS } from './nav-items';

// A signed-in person's entries ask the API whether they own a club: that code loads when the
// menu opens, not with every page's layout.
const AccountLinks = lazy(() =>
  import('./mobile-menu-account-links').then((module) => ({
    default: module.MobileMenuAccountLinks,
  })),
);

// The browser's own popover, in the prerendered HTML: the menu button opens it, a tap outside
// or Escape closes it, before the app runs as after. Only `display` is left to the browser,
// which hides the panel until it is open.
const PANEL: SxProps<Theme> = {
  position: 'fixed',
  inset: '0 0 0 auto',
  m: 0,
  p: 0,
  border: 0,
  width: 290,
  maxWidth: '85vw',
  height: '100dvh',
  overflowY: 'auto',
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 16,
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
};

function MenuGroup({ labelId, children }: { labelId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <li>
      <Box
        id={headingId}
        sx={{ px: 2, pt: 1.5, pb: 0.5, typography: 'body2', color: 'text.secondary' }}
      >
        <FormattedMessage id={labelId} />
      </Box>
      <Box component="ul" aria-labelledby={headingId} sx={LIST}>
        {children}
      </Box>
    </li>
  );
}

/** The phone menu: every section's links under its heading, and the account's entries. */
export function MobileMenu() {
  const intl = useIntl();
  const { user } = useSession();
  const [open, setOpen] = useState(false);

  return (
    <Box
      component="nav"
      id={MOBILE_MENU_ID}
      popover="auto"
      onToggle={(event: ToggleEvent<HTMLElement>) => setOpen(event.newState === 'open')}
      aria-label={intl.formatMessage({ id: 'nav.mobileLabel' })}
      sx={PANEL}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 1 }}>
        <LanguageToggle color="primary" />
        <IconButton
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          aria-label={intl.formatMessage({ id: 'nav.closeMenu' })}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="ul" sx={{ ...LIST, pb: 2 }}>
        <MenuLink to="/" labelId="nav.home" />
        {NAV_GROUPS.map((group) => (
          <MenuGroup key={group.labelId} labelId={group.labelId}>
            {group.links.map((link) => (
              <MenuLink key={link.to} to={link.to} labelId={link.labelId} inset />
            ))}
          </MenuGroup>
        ))}
        <MenuLink to="/join" labelId="nav.join" />
        {user ? (
          open && (
            <Suspense fallback={null}>
              <AccountLinks uid={user.uid} isAdmin={user.isAdmin} open={open} />
            </Suspense>
          )
        ) : (
          <MenuLink to="/login" labelId="nav.signIn" />
        )}
      </Box>
    </Box>
  );
}
