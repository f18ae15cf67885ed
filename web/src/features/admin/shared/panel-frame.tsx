import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** An admin tab's panel: an outlined sheet under the tab's heading and its lead. */
export function PanelFrame({
  titleId,
  subtitleId,
  children,
}: {
  titleId: string;
  subtitleId: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h5" component="h2">
        <FormattedMessage id={titleId} />
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id={subtitleId} />
      </Typography>
      {children}
    </Paper>
  );
}
