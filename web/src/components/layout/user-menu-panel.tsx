import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';

import { RouterLink } from '../../lib/routing/router-link';
import { useSession } from '../../lib/session/session-provider';
import type { SessionUser } from '../../lib/session/session-user';
import { ConfirmDialog } from '../ui/confirm-dialog';

export interface UserMenuPanelProps {
  user: SessionUser;
  anchor: HTMLElement | null;
  ownsActiveClub: boolean;
  onClose: () => void;
}

/**
 * The signed-in entries and sign-out behind a confirmation: MUI's menu and dialog, loaded
 * when the person reaches for the avatar button (user-menu.tsx), not with every page.
 */
export function UserMenuPanel({
  user,
  anchor,
  ownsActiveClub,
  onClose: close,
}: UserMenuPanelProps) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState(false);

  const confirmSignOut = async () => {
    setSigningOut(true);
    setError(false);
    try {
      await signOut();
      setConfirming(false);
      navigate('/');
    } catch {
      setError(true);
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {user.displayName || <FormattedMessage id="userMenu.member" />}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/my-account" onClick={close}>
          <ListItemText primary={<FormattedMessage id="userMenu.myAccount" />} />
        </MenuItem>
        {ownsActiveClub && (
          <MenuItem component={RouterLink} to="/manage-club" onClick={close}>
            <ListItemText primary={<FormattedMessage id="userMenu.myClub" />} />
          </MenuItem>
        )}
        {user.isAdmin && (
          <MenuItem component={RouterLink} to="/admin" onClick={close}>
            <ListItemText primary={<FormattedMessage id="userMenu.admin" />} />
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
          }}
        >
          <ListItemText primary={<FormattedMessage id="userMenu.signOut" />} />
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={<FormattedMessage id="signOut.title" />}
        message={
          error ? (
            <FormattedMessage id="signOut.failed" />
          ) : (
            <FormattedMessage id="signOut.confirm" />
          )
        }
        confirmLabel={<FormattedMessage id="userMenu.signOut" />}
        loading={signingOut}
        onConfirm={confirmSignOut}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
