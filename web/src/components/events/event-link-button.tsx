import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { type ButtonProps } from '@mui/material';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

import { VisuallyHidden } from './visually-hidden';

/** A button that follows an event link: in the app for '/paths', in a new tab otherwise. */
export function EventLinkButton({
  href,
  children,
  ...props
}: { href: string; children: ReactNode } & Omit<ButtonProps, 'href' | 'children'>) {
  if (href.startsWith('/')) {
    return (
      <Button component={RouterLink} to={href} {...props}>
        {children}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewIcon aria-hidden />}
      {...props}
    >
      {children}
      <VisuallyHidden>
        {' '}
        <FormattedMessage id="events.opensInNewTab" />
      </VisuallyHidden>
    </Button>
  );
}
