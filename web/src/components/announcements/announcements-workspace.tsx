import type { AnnouncementWire } from '@domain/wire/announcement';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useConfig } from '../../config/config-context';
import { AreaMessages } from '../../i18n/area-messages';
import type { MessageArea } from '../../i18n/catalogue';
import { useLoadMore } from '../../lib/paging/use-load-more';
import { ActionAlert } from '../feedback/action-alert';
import { LoadMoreFooter } from '../feedback/load-more-footer';

import type { AnnouncementWriter } from './announcement-form-values';
import { AnnouncementProgress, AnnouncementStatusChip } from './announcement-parts';
import { activeClubs, listAnnouncements, upcomingEvents } from './announcements-api';
import type { AudienceChoices } from './audience-fields';

// The editor (formik, the schemas, the formatter) loads when a writer opens it.
const AnnouncementEditorDialog = lazy(() =>
  import('./announcement-editor-dialog').then((m) => ({ default: m.AnnouncementEditorDialog })),
);

/** The editor open: a new announcement (null) or the one chosen. */
type Editing = { announcement: AnnouncementWire | null } | null;

// The writers' words load with their screens, not with every page that loads the admin area.
const AREAS: readonly MessageArea[] = ['announcements'];

function ListLoading({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={64} />
      ))}
    </Box>
  );
}

/**
 * What a writer sees of announcements: every one they may read, newest first, a page at a
 * time, and the editor for a new one or a chosen one.
 */
export function AnnouncementsWorkspace({ writer }: { writer: AnnouncementWriter }) {
  const intl = useIntl();
  return (
    <Suspense fallback={<ListLoading label={intl.formatMessage({ id: 'common.loading' })} />}>
      <AreaMessages areas={AREAS}>
        <WorkspaceContent writer={writer} />
      </AreaMessages>
    </Suspense>
  );
}

function WorkspaceContent({ writer }: { writer: AnnouncementWriter }) {
  const config = useConfig();
  const intl = useIntl();
  const clubId = writer.scope === 'club' ? writer.clubId : null;
  const fetchPage = useCallback(
    async (after: string | null) => {
      const page = await listAnnouncements(config, { after, clubId });
      return { items: page.announcements, next: page.next_cursor };
    },
    [config, clubId],
  );
  const { state: load, loadMore, refresh, retry } = useLoadMore(fetchPage);
  const [editing, setEditing] = useState<Editing>(null);
  const [choices, setChoices] = useState<AudienceChoices | null>(null);

  // An administrator's audience may name a club or an event: their lists load with the editor.
  useEffect(() => {
    if (!editing || writer.scope !== 'association' || choices) return;
    let cancelled = false;
    Promise.all([activeClubs(config), upcomingEvents(config)]).then(
      ([clubs, events]) => !cancelled && setChoices({ clubs, events }),
      (error: unknown) => console.error('Failed to load the audience choices', error),
    );
    return () => {
      cancelled = true;
    };
  }, [config, editing, writer.scope, choices]);

  let body;
  if (load.status === 'loading') {
    body = <ListLoading label={intl.formatMessage({ id: 'announcements.list.loading' })} />;
  } else if (load.status === 'error') {
    body = (
      <ActionAlert
        severity="error"
        action={{
          labelId: 'announcements.list.tryAgain',
          onClick: retry,
        }}
      >
        <FormattedMessage id="announcements.list.loadFailed" />
      </ActionAlert>
    );
  } else if (load.items.length === 0) {
    body = <EmptyList writer={writer} />;
  } else {
    body = (
      <>
        <AnnouncementRows
          announcements={load.items}
          writer={writer}
          onOpen={(announcement) => setEditing({ announcement })}
        />
        <LoadMoreFooter
          more={load.more}
          hasNext={load.next !== null}
          onLoadMore={() => void loadMore()}
          failedId="announcements.list.moreFailed"
          loadMoreId="announcements.list.loadMore"
        />
      </>
    );
  }

  return (
    <>
      <CreateButton onClick={() => setEditing({ announcement: null })} />
      {body}
      {editing && (
        <Suspense fallback={null}>
          <AnnouncementEditorDialog
            announcement={editing.announcement}
            writer={writer}
            choices={choices}
            onClose={() => setEditing(null)}
            onChanged={refresh}
          />
        </Suspense>
      )}
    </>
  );
}

function CreateButton({ onClick }: { onClick: () => void }) {
  return (
    <Stack direction="row" sx={{ mb: 2 }}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
        <FormattedMessage id="announcements.list.create" />
      </Button>
    </Stack>
  );
}

function EmptyList({ writer }: { writer: AnnouncementWriter }) {
  return (
    <Typography color="textSecondary">
      <FormattedMessage id={`announcements.list.empty.${writer.scope}`} />
    </Typography>
  );
}

/** The announcements, each opening the editor (read-only once sent). */
function AnnouncementRows({
  announcements,
  writer,
  onOpen,
}: {
  announcements: readonly AnnouncementWire[];
  writer: AnnouncementWriter;
  onOpen: (announcement: AnnouncementWire) => void;
}) {
  const intl = useIntl();
  return (
    <List aria-label={intl.formatMessage({ id: 'announcements.list.label' })} disablePadding>
      {announcements.map((announcement) => (
        <ListItem key={announcement.id} disablePadding divider>
          <ListItemButton
            onClick={() => onOpen(announcement)}
            sx={{ px: { xs: 1, sm: 2 }, gap: 2, alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={announcement.subject_en}
              secondary={
                <>
                  {announcement.club_name && writer.scope === 'association' && (
                    <>{announcement.club_name} · </>
                  )}
                  <AnnouncementProgress announcement={announcement} />
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
            />
            <Box sx={{ pt: 0.5 }}>
              <AnnouncementStatusChip status={announcement.status} />
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

const SAMPLE_TIME = '2026-01-01T00:00:00.000Z';
const sampleAnnouncement = (
  id: string,
  status: AnnouncementWire['status'],
  sent: boolean,
): AnnouncementWire => ({
  id,
  scope: 'club',
  kind: 'club_messages',
  club_id: 'sample-club',
  club_name: 'Sample Club',
  subject_en: 'Sample',
  body_en: 'Sample',
  subject_es: '',
  body_es: '',
  audience: {
    statuses: [],
    tiers: [],
    roles: [],
    divisions: [],
    club_id: 'sample-club',
    expiring_within_days: null,
    event_id: null,
    certification_kind: null,
  },
  status,
  counts: sent
    ? {
        recipients: 1,
        queued: 1,
        delivered: 1,
        failed: 0,
        excluded_unsubscribed: 0,
        excluded_no_verified_address: 0,
      }
    : null,
  created_by: 'sample@example.org',
  created_at: SAMPLE_TIME,
  updated_at: SAMPLE_TIME,
  sent_by: sent ? 'sample@example.org' : null,
  sent_at: sent ? SAMPLE_TIME : null,
  cancelled_at: null,
});

const SAMPLE_ANNOUNCEMENTS = [
  sampleAnnouncement('sample-draft', 'draft', false),
  sampleAnnouncement('sample-queued', 'queued', true),
  sampleAnnouncement('sample-sent', 'sent', true),
  sampleAnnouncement('sample-cancelled', 'cancelled', true),
];

/**
 * The workspace's states (empty, and a row of each status) for a page's style samples:
 * rendered only by the prerenderer, which keeps their CSS in the page's HTML.
 */
export function AnnouncementsStyleSamples({ writer }: { writer: AnnouncementWriter }) {
  return (
    <AreaMessages areas={AREAS}>
      <CreateButton onClick={() => undefined} />
      <EmptyList writer={writer} />
      <AnnouncementRows
        announcements={SAMPLE_ANNOUNCEMENTS}
        writer={writer}
        onOpen={() => undefined}
      />
    </AreaMessages>
  );
}
