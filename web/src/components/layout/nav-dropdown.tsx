import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Button, ClickAwayListener, Grow, MenuItem, MenuList, Paper, Popper } from '@mui/material';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

import { DROPDOWN_CLOSE_DELAY_MS, type NavGroup } from './nav-items';

/** Opens on hover (closing 150 ms after the pointer leaves) and by keyboard or click. */
export function NavDropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const menuId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const openNow = () => {
    cancelClose();
    setOpen(true);
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };
  const closeAndFocus = () => {
    setOpen(false);
    anchor.current?.focus();
  };
  useEffect(() => cancelClose, []);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setFocusFirst(true);
      openNow();
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      closeAndFocus();
    }
  };

  return (
    <div onMouseEnter={openNow} onMouseLeave={closeSoon}>
      <Button
        ref={anchor}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<KeyboardArrowDownIcon aria-hidden />}
        onClick={() => {
          setFocusFirst(true);
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <FormattedMessage id={group.labelId} />
      </Button>
      <Popper open={open} anchorEl={anchor.current} placement="bottom-start" transition sx={{ zIndex: 1300 }}>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} timeout={120}>
            <Paper elevation={6}>
              <ClickAwayListener onClickAway={() => setOpen(false)}>
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
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </div>
  );
}
