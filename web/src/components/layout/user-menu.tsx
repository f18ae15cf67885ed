import PersonIcon from '@mui/icons-material/Person';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';

import { useOwnsActiveClub } from '../../lib/clubs/use-owns-active-club';
import { RouterLink } from '../../lib/routing/router-link';
import { useSession } from '../../lib/session/session-provider';
import { initialOf, type SessionUser } from '../../lib/session/session-user';
import { ConfirmDialog } from '../ui/confirm-dialog';

export function UserAvatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  const initial = initialOf(user);
  return (
    <Avatar
      src={user.photoURL ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'secondary.main' }}
    >
      {initial ?? <PersonIcon aria-hidden />}
    </Avatar>
  );
}

/** Avatar button with the signed-in entries and sign-out behind a confirmation. */
export function UserMenu({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const ownsActiveClub = useOwnsActiveClub(user.uid, Boolean(anchor));
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState(false);
  const close = () => setAnchor(null);

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
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={intl.formatMessage(
          { id: 'userMenu.open' },
          { name: user.displayName || user.email },
        )}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
      >
        <UserAvatar user={user} />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {user.displayName || <FormattedMessage id="userMenu.member" />}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
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
