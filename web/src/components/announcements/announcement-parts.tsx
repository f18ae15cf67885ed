import type { AnnouncementStatus } from '@domain/announcements';
import type { AnnouncementWire } from '@domain/wire/announcement';
import Chip from '@mui/material/Chip';
import { FormattedMessage, useIntl } from 'react-intl';

// The theme's info and warning fills are too light for white text (axe's contrast rule).
const STATUS_COLOURS: Record<AnnouncementStatus, 'default' | 'primary' | 'success'> = {
  draft: 'default',
  queued: 'primary',
  sent: 'success',
  cancelled: 'default',
};

export function AnnouncementStatusChip({ status }: { status: AnnouncementStatus }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={<FormattedMessage id={`announcements.status.${status}`} />}
    />
  );
}

/** A draft's last change, or who sent it when and how its mail went. */
export function AnnouncementProgress({ announcement }: { announcement: AnnouncementWire }) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const { counts } = announcement;
  if (!announcement.sent_at || !counts) {
    return (
      <FormattedMessage
        id="announcements.progress.draft"
        values={{ date: date(announcement.updated_at) }}
      />
    );
  }
  return (
    <FormattedMessage
      id="announcements.progress.sent"
      values={{
        date: date(announcement.sent_at),
        sender: announcement.sent_by ?? '',
        recipients: counts.recipients,
        queued: counts.queued,
        delivered: counts.delivered,
        failed: counts.failed,
      }}
    />
  );
}
