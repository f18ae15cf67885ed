import { announcementHtml } from '@domain/announcement-format';
import type { MyAnnouncementWire } from '@domain/wire/announcement';
import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ActionAlert } from '../../../components/feedback/action-alert';
import { useConfig } from '../../../config/config-context';

import { myAnnouncements } from './messages-api';

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      announcements: MyAnnouncementWire[];
      next: string | null;
      more: 'idle' | 'loading' | 'failed';
    };

/** My Account's past announcements: newest first, a page at a time, each opened to read. */
export function AnnouncementsSection() {
  const config = useConfig();
  const intl = useIntl();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState<MyAnnouncementWire | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoad({ status: 'loading' });
    myAnnouncements(config, null, intl.locale).then(
      (page) =>
        !cancelled &&
        setLoad({
          status: 'ready',
          announcements: page.announcements,
          next: page.next_cursor,
          more: 'idle',
        }),
      () => !cancelled && setLoad({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [config, intl.locale, round]);

  const loadMore = useCallback(async () => {
    if (load.status !== 'ready' || !load.next) return;
    const current = load;
    setLoad({ ...current, more: 'loading' });
    try {
      const page = await myAnnouncements(config, current.next, intl.locale);
      setLoad({
        status: 'ready',
        announcements: [...current.announcements, ...page.announcements],
        next: page.next_cursor,
        more: 'idle',
      });
    } catch {
      setLoad({ ...current, more: 'failed' });
    }
  }, [config, intl.locale, load]);

  let body;
  if (load.status === 'loading') {
    body = (
      <Box
        role="status"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'myAccount.announcements.loading' })}
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={56} />
        ))}
      </Box>
    );
  } else if (load.status === 'error') {
    body = (
      <ActionAlert
        severity="error"
        action={{
          labelId: 'myAccount.announcements.tryAgain',
          onClick: () => setRound((r) => r + 1),
        }}
      >
        <FormattedMessage id="myAccount.announcements.loadFailed" />
      </ActionAlert>
    );
  } else if (load.announcements.length === 0) {
    body = (
      <Typography color="textSecondary">
        <FormattedMessage id="myAccount.announcements.empty" />
      </Typography>
    );
  } else {
    body = (
      <>
        <List aria-labelledby="my-announcements-title" disablePadding>
          {load.announcements.map((announcement) => (
            <ListItem key={announcement.id} disablePadding divider>
              <ListItemButton onClick={() => setOpen(announcement)} sx={{ px: { xs: 1, sm: 2 } }}>
                <ListItemText
                  primary={announcement.subject}
                  secondary={<Sender announcement={announcement} />}
                  slotProps={{
                    primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {load.more === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <FormattedMessage id="myAccount.announcements.moreFailed" />
          </Alert>
        )}
        {load.next && (
          <Box sx={{ mt: 2 }}>
            <Button
              variant="outlined"
              onClick={() => void loadMore()}
              loading={load.more === 'loading'}
            >
              <FormattedMessage id="myAccount.announcements.loadMore" />
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="my-announcements-title">
      <Typography id="my-announcements-title" component="h2" variant="h5" gutterBottom>
        <FormattedMessage id="myAccount.announcements.title" />
      </Typography>
      {body}
      <AnnouncementDialog announcement={open} onClose={() => setOpen(null)} />
    </Box>
  );
}

/** Who wrote it (the club, or the association) and when it was sent. */
function Sender({ announcement }: { announcement: MyAnnouncementWire }) {
  const intl = useIntl();
  return (
    <FormattedMessage
      id="myAccount.announcements.sentBy"
      values={{
        sender:
          announcement.club_name ??
          intl.formatMessage({ id: 'myAccount.announcements.association' }),
        date: intl.formatDate(announcement.sent_at, { dateStyle: 'medium' }),
      }}
    />
  );
}

function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: MyAnnouncementWire | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={announcement !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="announcement-dialog-title"
    >
      {announcement && (
        <>
          <DialogTitle id="announcement-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
            {announcement.subject}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
              <Sender announcement={announcement} />
            </Typography>
            <Box
              lang={announcement.language}
              sx={{
                typography: 'body1',
                overflowWrap: 'anywhere',
                '& p': { mt: 0, mb: 1.5 },
                '& ul, & ol': { mt: 0, mb: 1.5, pl: 3 },
                '& a': { color: 'primary.main' },
              }}
              // announcementHtml is safe by construction: markdown-it with raw HTML off, only
              // paragraphs, lists and http/https/mailto links; any markup shows as text.
              dangerouslySetInnerHTML={{ __html: announcementHtml(announcement.body) }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>
              <FormattedMessage id="myAccount.announcements.close" />
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
