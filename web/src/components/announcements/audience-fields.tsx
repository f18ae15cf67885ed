import { CERTIFICATION_KINDS } from '@domain/certifications';
import { AGE_DIVISIONS, MEMBERSHIP_ROLES, TIERS } from '@domain/enums';
import { MEMBERSHIP_STATUSES } from '@domain/status';
import type { EventWire } from '@domain/wire/event';
import type { PublicClubWire } from '@domain/wire/public-club';
import Grid from '@mui/material/Grid';
import type { FormikProps } from 'formik';
import { useIntl, type IntlShape } from 'react-intl';

import { FormCheckList } from '../form-fields/form-check-list';
import { FormTextField } from '../form-fields/form-text-field';
import { divisionLabel } from '../form-fields/option-labels';

import type { AnnouncementFormValues, AnnouncementWriter } from './announcement-form-values';

/** What an administrator may narrow an audience to besides the fixed lists. */
export interface AudienceChoices {
  clubs: readonly PublicClubWire[];
  events: readonly EventWire[];
}

const labelled = (intl: IntlShape, values: readonly string[], idOf: (value: string) => string) =>
  values.map((value) => ({ value, label: intl.formatMessage({ id: idOf(value) }) }));

/**
 * The audience's filters, those the admin tables know: an administrator's cover every
 * member; a club owner's narrow their own active roster by tier, role and division.
 */
export function AudienceFields({
  formik,
  writer,
  choices,
}: {
  formik: FormikProps<AnnouncementFormValues>;
  writer: AnnouncementWriter;
  choices: AudienceChoices | null;
}) {
  const intl = useIntl();
  const association = writer.scope === 'association';
  const select = (
    name: keyof AnnouncementFormValues,
    labelId: string,
    options: { value: string; label: string }[],
    emptyOptionId: string,
  ) => (
    <FormTextField
      formik={formik}
      idPrefix="announcement"
      name={name}
      labelId={labelId}
      options={options}
      emptyOptionId={emptyOptionId}
    />
  );
  return (
    <Grid container spacing={2}>
      {association && (
        <Grid size={12}>
          <FormCheckList
            formik={formik}
            name="statuses"
            labelId="announcements.audience.statuses"
            hintId="announcements.audience.statusesHint"
            size="small"
            fullWidth
            options={labelled(intl, MEMBERSHIP_STATUSES, (s) => `memberTable.status.${s}`)}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 4 }}>
        <FormCheckList
          formik={formik}
          name="tiers"
          labelId="announcements.audience.tiers"
          hintId="announcements.audience.anyHint"
          size="small"
          fullWidth
          options={labelled(intl, TIERS, (tier) => `memberTable.tier.${tier}`)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormCheckList
          formik={formik}
          name="roles"
          labelId="announcements.audience.roles"
          hintId="announcements.audience.anyHint"
          size="small"
          fullWidth
          options={labelled(intl, MEMBERSHIP_ROLES, (role) => `memberTable.role.${role}`)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormCheckList
          formik={formik}
          name="divisions"
          labelId="announcements.audience.divisions"
          hintId="announcements.audience.anyHint"
          size="small"
          fullWidth
          options={AGE_DIVISIONS.map((value) => ({ value, label: divisionLabel(intl, value) }))}
        />
      </Grid>
      {association && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'club_id',
              'announcements.audience.club',
              (choices?.clubs ?? []).map((club) => ({ value: club.id, label: club.name })),
              'announcements.audience.anyClub',
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              formik={formik}
              idPrefix="announcement"
              name="expiring_within_days"
              labelId="announcements.audience.expiringWithin"
              helperId="announcements.audience.expiringWithinHint"
              inputMode="numeric"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'event_id',
              'announcements.audience.event',
              (choices?.events ?? []).map((event) => ({
                value: event.id,
                label: `${event.title} (${event.date})`,
              })),
              'announcements.audience.anyEvent',
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {select(
              'certification_kind',
              'announcements.audience.certification',
              labelled(intl, CERTIFICATION_KINDS, (kind) => `certification.kind.${kind}`),
              'announcements.audience.anyCertification',
            )}
          </Grid>
        </>
      )}
    </Grid>
  );
}
