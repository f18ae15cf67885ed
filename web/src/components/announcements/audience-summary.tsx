import type { AnnouncementWire } from '@domain/wire/announcement';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { divisionLabel } from '../form-fields/option-labels';

import type { AudienceChoices } from './audience-fields';

/** Who a sent announcement was for, filter by filter, in words ("Role: Coach · Club: ..."). */
export function AudienceSummary({
  announcement,
  choices,
}: {
  announcement: AnnouncementWire;
  choices: AudienceChoices | null;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { audience } = announcement;
  const parts: [string, string][] = [];
  const list = (labelId: string, values: readonly string[], label: (value: string) => string) => {
    if (values.length > 0) parts.push([labelId, values.map(label).join(', ')]);
  };
  list('announcements.audience.statuses', audience.statuses, (s) => t(`memberTable.status.${s}`));
  list('announcements.audience.tiers', audience.tiers, (tier) => t(`memberTable.tier.${tier}`));
  list('announcements.audience.roles', audience.roles, (role) => t(`memberTable.role.${role}`));
  list('announcements.audience.divisions', audience.divisions, (d) => divisionLabel(intl, d));
  if (audience.club_id) {
    const club =
      announcement.club_name ??
      choices?.clubs.find((candidate) => candidate.id === audience.club_id)?.name ??
      audience.club_id;
    parts.push(['announcements.audience.club', club]);
  }
  if (audience.expiring_within_days !== null) {
    parts.push(['announcements.audience.expiringWithin', String(audience.expiring_within_days)]);
  }
  if (audience.event_id) {
    const event = choices?.events.find((candidate) => candidate.id === audience.event_id);
    parts.push(['announcements.audience.event', event?.title ?? audience.event_id]);
  }
  if (audience.certification_kind) {
    parts.push([
      'announcements.audience.certification',
      t(`certification.kind.${audience.certification_kind}`),
    ]);
  }
  return (
    <Typography variant="body2">
      <FormattedMessage
        id="announcements.summary.audience"
        values={{
          filters:
            parts.length > 0
              ? parts.map(([labelId, value]) => `${t(labelId)}: ${value}`).join(' · ')
              : t(
                  announcement.scope === 'club'
                    ? 'announcements.summary.allClub'
                    : 'announcements.summary.allActive',
                ),
        }}
      />
    </Typography>
  );
}
