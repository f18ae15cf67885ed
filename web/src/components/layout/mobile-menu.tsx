import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useState, type ToggleEvent } from 'react';
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
    <ListItemButton component={RouterLink} to={to} onClick={closeMenu} sx={inset ? { pl: 4 } : {}}>
      <ListItemText primary={<FormattedMessage id={labelId} />} />
    </ListItemButton>
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
      <List>
        <MenuLink to="/" labelId="nav.home" />
        {NAV_GROUPS.map((group) => (
          <Box component="li" key={group.labelId} sx={{ listStyle: 'none' }}>
            <List disablePadding>
              <ListSubheader sx={{ lineHeight: 2.5 }}>
                <FormattedMessage id={group.labelId} />
              </ListSubheader>
              {group.links.map((link) => (
                <MenuLink key={link.to} to={link.to} labelId={link.labelId} inset />
              ))}
            </List>
          </Box>
        ))}
        <MenuLink to="/join" labelId="nav.join" />
        {user ? (
          <SignedInLinks uid={user.uid} isAdmin={user.isAdmin} open={open} />
        ) : (
          <MenuLink to="/login" labelId="nav.signIn" />
        )}
      </List>
    </Box>
  );
}
