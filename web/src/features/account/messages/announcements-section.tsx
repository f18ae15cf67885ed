import { announcementHtml } from '@domain/announcement-format';
import type { MyAnnouncementWire } from '@domain/wire/announcement';
import { useMediaQuery, useTheme } from '@mui/material';
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
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ActionAlert } from '../../../components/feedback/action-alert';
import { LoadMoreFooter } from '../../../components/feedback/load-more-footer';
import { useConfig } from '../../../config/config-context';
import { useLoadMore } from '../../../lib/paging/use-load-more';

import { myAnnouncements } from './messages-api';

/** My Account's past announcements: newest first, a page at a time, each opened to read. */
export function AnnouncementsSection() {
  const config = useConfig();
  const intl = useIntl();
  const fetchPage = useCallback(
    async (after: string | null) => {
      const page = await myAnnouncements(config, after, intl.locale);
      return { items: page.announcements, next: page.next_cursor };
    },
    [config, intl.locale],
  );
  const { state: load, loadMore, retry } = useLoadMore(fetchPage);
  const [open, setOpen] = useState<MyAnnouncementWire | null>(null);

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
          onClick: retry,
        }}
      >
        <FormattedMessage id="myAccount.announcements.loadFailed" />
      </ActionAlert>
    );
  } else if (load.items.length === 0) {
    body = (
      <Typography color="textSecondary">
        <FormattedMessage id="myAccount.announcements.empty" />
      </Typography>
    );
  } else {
    body = (
      <>
        <List aria-labelledby="my-announcements-title" disablePadding>
          {load.items.map((announcement) => (
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
        <LoadMoreFooter
          more={load.more}
          hasNext={load.next !== null}
          onLoadMore={() => void loadMore()}
          failedId="myAccount.announcements.moreFailed"
          loadMoreId="myAccount.announcements.loadMore"
        />
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
