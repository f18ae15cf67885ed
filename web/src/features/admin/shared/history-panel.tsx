import type { AuditEntryWire } from '@domain/wire/audit-entry';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../../config/config-context';
import { getRecordHistory } from '../api/audit-api';

/** The actor's name, else their email; their id only when the server could name neither. */
export const actorOf = (entry: AuditEntryWire) =>
  entry.actor_name || entry.actor_email || entry.actor_uid || '?';

type HistoryState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; entries: AuditEntryWire[] };

/** Who changed this record, when, and which fields (never the values). */
export function HistoryPanel({ recordId }: { recordId: string }) {
  const config = useConfig();
  const intl = useIntl();
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    getRecordHistory(config, recordId).then(
      (entries) => current && setState({ status: 'loaded', entries }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [config, recordId]);

  return (
    <Box
      component="section"
      aria-label={intl.formatMessage({ id: 'admin.history.title' })}
      sx={{ mt: 3 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        <FormattedMessage id="admin.history.title" />
      </Typography>
      {state.status === 'loading' && (
        <CircularProgress
          size={20}
          aria-label={intl.formatMessage({ id: 'admin.history.loading' })}
        />
      )}
      {state.status === 'failed' && (
        <Typography color="textSecondary">
          <FormattedMessage id="admin.history.failed" />
        </Typography>
      )}
      {state.status === 'loaded' && state.entries.length === 0 && (
        <Typography color="textSecondary">
          <FormattedMessage id="admin.history.empty" />
        </Typography>
      )}
      {state.status === 'loaded' && state.entries.length > 0 && (
        <List dense sx={{ maxHeight: 200, overflowY: 'auto' }}>
          {state.entries.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={intl.formatMessage(
                  { id: 'admin.history.entry' },
                  {
                    action: entry.action,
                    who: actorOf(entry),
                  },
                )}
                secondary={[
                  intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' }),
                  entry.fields?.length ? entry.fields.join(', ') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
