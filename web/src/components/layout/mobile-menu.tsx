import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, type SxProps, type Theme } from '@mui/material';
import { useId, useState, type ReactNode, type ToggleEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useOwnsActiveClub } from '../../lib/clubs/use-owns-active-club';
import { RouterLink } from '../../lib/routing/router-link';
import { useSession } from '../../lib/session/session-provider';

import { LanguageToggle } from './language-toggle';
import { NAV_GROUPS } from './nav-items';

/** The phone menu's element: the header's menu button opens it by this id (popovertarget). */
export const MOBILE_MENU_ID = 'site-menu';

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

function closeMenu() {
  document.getElementById(MOBILE_MENU_ID)?.hidePopover?.();
}

// Plain links and lists rather than MUI's list components: the menu is in every page's
// first chunk, and these are all it needs.
const LIST: SxProps<Theme> = { listStyle: 'none', m: 0, p: 0 };
const LINK: SxProps<Theme> = {
  display: 'block',
  px: 2,
  py: 1.25,
  color: 'text.primary',
  typography: 'body1',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
};

function MenuLink({
  to,
  labelId,
  inset = false,
}: {
  to: string;
  labelId: string;
  inset?: boolean;
}) {
  return (
    <li>
      <Box
        component={RouterLink}
        to={to}
        onClick={closeMenu}
        sx={inset ? { ...LINK, pl: 4 } : LINK}
      >
        <FormattedMessage id={labelId} />
      </Box>
    </li>
  );
}

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

function SignedInLinks({ uid, isAdmin, open }: { uid: string; isAdmin: boolean; open: boolean }) {
  const ownsActiveClub = useOwnsActiveClub(uid, open);
  return (
    <>
      <MenuLink to="/my-account" labelId="userMenu.myAccount" />
      {ownsActiveClub && <MenuLink to="/manage-club" labelId="userMenu.manageClub" />}
      {isAdmin && <MenuLink to="/admin" labelId="userMenu.admin" />}
    </>
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
          <SignedInLinks uid={user.uid} isAdmin={user.isAdmin} open={open} />
        ) : (
          <MenuLink to="/login" labelId="nav.signIn" />
        )}
      </Box>
    </Box>
  );
}
