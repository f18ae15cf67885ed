import CloseIcon from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  Collapse,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useOwnsActiveClub } from '../../lib/clubs/use-owns-active-club';
import { RouterLink } from '../../lib/routing/router-link';
import { useSession } from '../../lib/session/session-provider';

import { LanguageToggle } from './language-toggle';
import { NAV_GROUPS } from './nav-items';

function SignedInLinks({
  uid,
  isAdmin,
  onNavigate,
}: {
  uid: string;
  isAdmin: boolean;
  onNavigate: () => void;
}) {
  // The drawer mounts its links each time it opens.
  const ownsActiveClub = useOwnsActiveClub(uid, true);
  return (
    <>
      <ListItemButton component={RouterLink} to="/my-account" onClick={onNavigate}>
        <ListItemText primary={<FormattedMessage id="userMenu.myAccount" />} />
      </ListItemButton>
      {ownsActiveClub && (
        <ListItemButton component={RouterLink} to="/manage-club" onClick={onNavigate}>
          <ListItemText primary={<FormattedMessage id="userMenu.manageClub" />} />
        </ListItemButton>
      )}
      {isAdmin && (
        <ListItemButton component={RouterLink} to="/admin" onClick={onNavigate}>
          <ListItemText primary={<FormattedMessage id="userMenu.admin" />} />
        </ListItemButton>
      )}
    </>
  );
}

/** The phone menu's drawer; its button lives in the header so the drawer loads on demand. */
export function MobileMenuDrawer({ open, onClose: close }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { user } = useSession();
  const [expanded, setExpanded] = useState<string | null>(null);

  return (
    <Drawer anchor="right" open={open} onClose={close}>
      <Box
        sx={{ width: 290 }}
        role="navigation"
        aria-label={intl.formatMessage({ id: 'nav.mobileLabel' })}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 1 }}>
          <LanguageToggle color="primary" />
          <IconButton aria-label={intl.formatMessage({ id: 'nav.closeMenu' })} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          <ListItemButton component={RouterLink} to="/" onClick={close}>
            <ListItemText primary={<FormattedMessage id="nav.home" />} />
          </ListItemButton>
          {NAV_GROUPS.map((group) => {
            const isOpen = expanded === group.labelId;
            return (
              <Box key={group.labelId}>
                <ListItemButton
                  onClick={() => setExpanded(isOpen ? null : group.labelId)}
                  aria-expanded={isOpen}
                >
                  <ListItemText primary={<FormattedMessage id={group.labelId} />} />
                  {isOpen ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
                </ListItemButton>
                <Collapse in={isOpen} unmountOnExit>
                  <List disablePadding>
                    {group.links.map((link) => (
                      <ListItemButton
                        key={link.to}
                        component={RouterLink}
                        to={link.to}
                        onClick={close}
                        sx={{ pl: 4 }}
                      >
                        <ListItemText primary={<FormattedMessage id={link.labelId} />} />
                      </ListItemButton>
                    ))}
                  </List>
                </Collapse>
              </Box>
            );
          })}
          <ListItemButton component={RouterLink} to="/join" onClick={close}>
            <ListItemText primary={<FormattedMessage id="nav.join" />} />
          </ListItemButton>
          {user ? (
            <SignedInLinks uid={user.uid} isAdmin={user.isAdmin} onNavigate={close} />
          ) : (
            <ListItemButton component={RouterLink} to="/login" onClick={close}>
              <ListItemText primary={<FormattedMessage id="nav.signIn" />} />
            </ListItemButton>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
