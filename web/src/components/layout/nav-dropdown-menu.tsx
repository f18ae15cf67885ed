import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import type { KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

import type { NavGroup } from './nav-items';

type NavDropdownMenuProps = {
  id: string;
  group: NavGroup;
  focusFirst: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  onNavigate: () => void;
};

/** A dropdown's open panel: its links as a menu, under the button (see NavDropdown). */
export function NavDropdownMenu({
  id,
  group,
  focusFirst,
  onKeyDown,
  onNavigate,
}: NavDropdownMenuProps) {
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        minWidth: 220,
        zIndex: 1300,
        color: 'text.primary',
      }}
    >
      <MenuList id={id} autoFocusItem={focusFirst} onKeyDown={onKeyDown}>
        {group.links.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onNavigate}>
            <FormattedMessage id={link.labelId} />
          </MenuItem>
        ))}
      </MenuList>
    </Paper>
  );
}
