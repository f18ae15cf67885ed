import { AGE_DIVISIONS, COACH_BELT_RANKS, MEMBERSHIP_ROLES } from '@domain/enums';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';

import { FormCheckList } from '../../../components/form-fields/form-check-list';
import { FormCheckbox } from '../../../components/form-fields/form-checkbox';
import { FormTextField } from '../../../components/form-fields/form-text-field';
import { FormTextFieldCells } from '../../../components/form-fields/form-text-field-cells';
import { beltLabel, divisionLabel } from '../../../components/form-fields/option-labels';

import type { EventFormValues } from './event-form-values';

type Formik = FormikProps<EventFormValues>;

const FEES = [
  ['entry.fee_champion', 'admin.events.entry.feeChampion'],
  ['entry.fee_basic', 'admin.events.entry.feeBasic'],
  ['entry.fee_non_member', 'admin.events.entry.feeNonMember'],
] as const;

/** Who may enter the event on the site, until when, how many, and what each group pays. */
export function EntrySettingsFields({ formik }: { formik: Formik }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12 }}>
        <FormCheckbox
          formik={formik}
          idPrefix="event"
          name="entry.registration_open"
          label={<FormattedMessage id="admin.events.entry.open" />}
        />
      </Grid>
      <FormTextFieldCells
        formik={formik}
        idPrefix="event"
        fields={[
          {
            name: 'entry.closes_date',
            type: 'date',
            labelId: 'admin.events.entry.closesDate',
            helperId: 'admin.events.entry.closesHint',
          },
          { name: 'entry.closes_time', type: 'time', labelId: 'admin.events.entry.closesTime' },
          {
            name: 'entry.capacity',
            inputMode: 'numeric',
            labelId: 'admin.events.entry.capacity',
            helperId: 'admin.events.entry.capacityHint',
          },
        ]}
      />
      <Grid size={{ xs: 12 }}>
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage id="admin.events.entry.fees" />
        </Typography>
      </Grid>
      <FormTextFieldCells
        formik={formik}
        idPrefix="event"
        fields={FEES.map(([name, labelId]) => ({
          name,
          labelId,
          inputMode: 'decimal',
          columns: 4,
        }))}
      />
      <Grid size={{ xs: 12 }}>
        <FormCheckbox
          formik={formik}
          idPrefix="event"
          name="entry.requires_active_membership"
          label={<FormattedMessage id="admin.events.entry.requiresActive" />}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormCheckList
          formik={formik}
          name="entry.roles"
          labelId="admin.events.entry.roles"
          options={MEMBERSHIP_ROLES.map((value) => ({
            value,
            label: t(`memberTable.role.${value}`),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormCheckList
          formik={formik}
          name="entry.divisions"
          labelId="admin.events.entry.divisions"
          options={AGE_DIVISIONS.map((value) => ({ value, label: divisionLabel(intl, value) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          formik={formik}
          idPrefix="event"
          name="entry.minimum_belt"
          labelId="admin.events.entry.minimumBelt"
          options={COACH_BELT_RANKS.map((rank) => ({ value: rank, label: beltLabel(intl, rank) }))}
          emptyOptionId="admin.events.entry.anyBelt"
        />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormCheckbox
          formik={formik}
          idPrefix="event"
          name="entry.refund_before_close"
          label={<FormattedMessage id="admin.events.entry.refund" />}
        />
      </Grid>
    </Grid>
  );
}
