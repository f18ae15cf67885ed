import { type SxProps, type Theme } from '@mui/material';
import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

/** The phone menu's element: the header's menu button opens it by this id (popovertarget). */
export const MOBILE_MENU_ID = 'site-menu';

export function closeMenu() {
  document.getElementById(MOBILE_MENU_ID)?.hidePopover?.();
}

// Plain links and lists rather than MUI's list components: the menu is in every page's
// first chunk, and these are all it needs.
export const LIST: SxProps<Theme> = { listStyle: 'none', m: 0, p: 0 };
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

export function MenuLink({
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
