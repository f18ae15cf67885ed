import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { useOwnsActiveClub } from '../../lib/clubs/use-owns-active-club';
import { preloadableLazy } from '../../lib/lazy/preloadable-lazy';
import { initialOf, type SessionUser } from '../../lib/session/session-user';

const UserMenuPanel = preloadableLazy(() =>
  import('./user-menu-panel').then((module) => module.UserMenuPanel),
);

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

/**
 * The avatar button of a signed-in person. Its menu (UserMenuPanel) is fetched when the
 * pointer or focus reaches the button, and shown at the click.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const ownsActiveClub = useOwnsActiveClub(user.uid, Boolean(anchor));
  const preload = () => void UserMenuPanel.preload();

  return (
    <>
      <IconButton
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={intl.formatMessage(
          { id: 'userMenu.open' },
          { name: user.displayName || user.email },
        )}
        aria-haspopup="true"
        aria-expanded={Boolean(anchor)}
      >
        <UserAvatar user={user} />
      </IconButton>
      {wanted && (
        <UserMenuPanel
          user={user}
          anchor={anchor}
          ownsActiveClub={ownsActiveClub}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
