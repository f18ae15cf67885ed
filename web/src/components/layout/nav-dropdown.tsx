import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Box, Button, ClickAwayListener, MenuItem, MenuList, Paper } from '@mui/material';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { DROPDOWN_CLOSE_DELAY_MS, type NavGroup } from './nav-items';

/**
 * Opens on hover (closing 150 ms after the pointer leaves) and by keyboard or click.
 * Positioned with CSS under its button, so no popper library reaches the first chunk.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A click on a menu the pointer has just opened must not close it again.
  const openedByHover = useRef(false);
  const menuId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const openOnHover = () => {
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
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          endIcon={<KeyboardArrowDownIcon aria-hidden />}
          onClick={onButtonClick}
          onKeyDown={onButtonKeyDown}
        >
          <FormattedMessage id={group.labelId} />
        </Button>
        {open && (
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
            <MenuList id={menuId} autoFocusItem={focusFirst} onKeyDown={onMenuKeyDown}>
              {group.links.map((link) => (
                <MenuItem
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  onClick={() => setOpen(false)}
                >
                  <FormattedMessage id={link.labelId} />
                </MenuItem>
              ))}
            </MenuList>
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
