import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { ClickAwayListener } from '@mui/material';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';

import { DROPDOWN_CLOSE_DELAY_MS, type NavGroup } from './nav-items';

type MenuModule = typeof import('./nav-dropdown-menu');
let menuModule: MenuModule | undefined;

/**
 * The open panel's code (MUI's menu list and items) is fetched when a visitor first
 * reaches for a dropdown, not with every page: pointing at or focusing a button starts it.
 */
export function loadNavDropdownMenu(): Promise<MenuModule> {
  return import('./nav-dropdown-menu').then((module) => (menuModule = module));
}

/**
 * Opens on hover (closing 150 ms after the pointer leaves) and by keyboard or click.
 * Positioned with CSS under its button, so no popper library reaches the first chunk.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const [menu, setMenu] = useState(menuModule);
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A click on a menu the pointer has just opened must not close it again.
  const openedByHover = useRef(false);
  const menuId = useId();

  const shown = open && menu !== undefined;
  const loadMenu = () => {
    if (!menu) void loadNavDropdownMenu().then(setMenu);
  };
  const cancelClose = () => clearTimeout(closeTimer.current);
  const openOnHover = () => {
    loadMenu();
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      setFocusFirst(false);
      setOpen(true);
    }
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const openWithKeyboard = () => {
    loadMenu();
    cancelClose();
    openedByHover.current = false;
    setFocusFirst(true);
    setOpen(true);
  };
  const onButtonClick = () => {
    if (!open) openWithKeyboard();
    else if (openedByHover.current) openedByHover.current = false;
    else setOpen(false);
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWithKeyboard();
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      anchor.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ position: 'relative' }} onMouseEnter={openOnHover} onMouseLeave={closeSoon}>
        <Button
          ref={anchor}
          color="inherit"
          aria-haspopup="true"
          aria-expanded={shown}
          aria-controls={shown ? menuId : undefined}
          endIcon={<KeyboardArrowDownIcon aria-hidden />}
          onClick={onButtonClick}
          onKeyDown={onButtonKeyDown}
          onFocus={loadMenu}
        >
          <FormattedMessage id={group.labelId} />
        </Button>
        {shown && (
          <menu.NavDropdownMenu
            id={menuId}
            group={group}
            focusFirst={focusFirst}
            onKeyDown={onMenuKeyDown}
            onNavigate={() => setOpen(false)}
          />
        )}
      </Box>
    </ClickAwayListener>
  );
}
