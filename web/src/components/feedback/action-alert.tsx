import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { RouterLink } from '../../lib/routing/router-link';

/** The alert's one button: it runs `onClick` (Try Again) or opens the page `to` (Sign In, Join). */
export type AlertAction = { labelId: string } & ({ onClick: () => void } | { to: string });

export interface ActionAlertProps {
  severity: AlertProps['severity'];
  /** A bold first line, when the alert has one. */
  titleId?: string;
  action: AlertAction;
  sx?: AlertProps['sx'];
  children: ReactNode;
}

/** An alert (role "alert"), its optional title and text, with one small button at its side. */
export function ActionAlert({ severity, titleId, action, sx, children }: ActionAlertProps) {
  const label = <FormattedMessage id={action.labelId} />;
  return (
    <Alert
      severity={severity}
      sx={sx}
      action={
        'to' in action ? (
          <Button component={RouterLink} to={action.to} color="inherit" size="small">
            {label}
          </Button>
        ) : (
          <Button color="inherit" size="small" onClick={action.onClick}>
            {label}
          </Button>
        )
      }
    >
      {titleId && (
        <AlertTitle>
          <FormattedMessage id={titleId} />
        </AlertTitle>
      )}
      {children}
    </Alert>
  );
}
