import { EVENT_TYPES, eventTypeColor } from '@domain/events/event-types';
import type { EventWire } from '@domain/wire/event';
import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { FormCheckbox } from '../../../components/form-fields/form-checkbox';
import {
  FormTextField,
  type FormTextFieldProps,
} from '../../../components/form-fields/form-text-field';
import { EditDialogFrame } from '../../../components/ui/edit-dialog-frame';
import { useConfig } from '../../../config/config-context';
import { ApiRequestError } from '../../../lib/api/api-client';
import { createEvent, updateEvent } from '../api/events-api';
import { errorText } from '../shared/error-text';
import { HistoryPanel } from '../shared/history-panel';

import { EntrySettingsFields } from './entry-settings-fields';
import {
  checkEvent,
  formErrorsOf,
  initialEventValues,
  type EventFormValues,
} from './event-form-values';
import { EventImageField } from './event-image-field';

export interface EventFormDialogProps {
  /** The event edited, or null for a new one. */
  event: EventWire | null;
  onClose: () => void;
  onSaved: (event: EventWire) => void;
}

/** Create or edit an event: both languages, Chicago date and times, image and entry settings. */
export function EventFormDialog({ event, onClose, onSaved }: EventFormDialogProps) {
  const config = useConfig();
  const intl = useIntl();
  const theme = useTheme();
  // A long form: on a phone it takes the whole screen, as the app's other dialogs do.
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<EventFormValues>({
    initialValues: initialEventValues(event),
    // The whole schema runs on leaving a field and on saving, not on every key.
    validateOnChange: false,
    validate: async (values) => {
      const checked = await checkEvent(values);
      return checked.ok ? {} : checked.errors;
    },
    onSubmit: async (values) => {
      const checked = await checkEvent(values);
      if (!checked.ok) return;
      setFailure(null);
      try {
        const saved = event
          ? await updateEvent(config, event.id, checked.body)
          : await createEvent(config, checked.body);
        onSaved(saved);
        onClose();
      } catch (error) {
        setFailure(errorText(intl, error, 'admin.events.dialog.saveFailed'));
        if (error instanceof ApiRequestError && error.fieldErrors.length > 0) {
          formik.setErrors(
            formErrorsOf(
              error.fieldErrors.map(({ field, code, message }) => ({
                field,
                message: code ?? message,
              })),
            ),
          );
        }
      }
    },
  });
  const t = (id: string) => intl.formatMessage({ id });
  const text = (
    name: string,
    labelId: string,
    extra: Partial<FormTextFieldProps<EventFormValues>> = {},
  ) => <FormTextField formik={formik} idPrefix="event" name={name} labelId={labelId} {...extra} />;
  const imageError = formik.errors.image;

  return (
    <EditDialogFrame
      title={
        event ? (
          <FormattedMessage id="admin.events.dialog.editTitle" values={{ title: event.title }} />
        ) : (
          <FormattedMessage id="admin.events.dialog.createTitle" />
        )
      }
      maxWidth="md"
      fullScreen={fullScreen}
      saving={formik.isSubmitting}
      failure={failure}
      saveId="admin.events.dialog.save"
      savingId="admin.events.dialog.saving"
      onSave={() => void formik.submitForm()}
      onClose={onClose}
    >
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        {!event && (
          <Alert severity="info" sx={{ mb: 2 }}>
            <FormattedMessage id="admin.events.dialog.draftNote" />
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            {text('title', 'admin.events.field.title', { required: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {text('title_es', 'admin.events.field.titleEs', { required: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {text('description', 'admin.events.field.description', { multiline: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {text('description_es', 'admin.events.field.descriptionEs', { multiline: true })}
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Typography variant="body2" color="textSecondary">
              <FormattedMessage id="admin.events.field.timeZone" />
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {text('date', 'admin.events.field.date', { type: 'date', required: true })}
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            {text('start_time', 'admin.events.field.startTime', { type: 'time' })}
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            {text('end_time', 'admin.events.field.endTime', { type: 'time' })}
          </Grid>
          <Grid size={{ xs: 12 }}>
            {text('location', 'admin.events.field.location', { required: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <FormTextField
                formik={formik}
                idPrefix="event"
                name="type"
                labelId="admin.events.field.type"
                required
                options={EVENT_TYPES.map((type) => ({
                  value: type,
                  label: t(`events.type.${type}`),
                }))}
              />
              {formik.values.type && (
                <Box
                  role="img"
                  aria-label={t('admin.events.field.color')}
                  title={t('admin.events.field.color')}
                  sx={{
                    flex: 'none',
                    width: 40,
                    height: 40,
                    mt: 1,
                    borderRadius: 1,
                    bgcolor: eventTypeColor(formik.values.type),
                  }}
                />
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {text('details_link', 'admin.events.field.detailsLink', {
              helperId: 'admin.events.field.detailsLinkHint',
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <EventImageField
              value={formik.values.image}
              error={typeof imageError === 'string' ? imageError : undefined}
              onChange={(image) => void formik.setFieldValue('image', image)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('image_alt', 'admin.events.field.imageAlt')}</Grid>
        </Grid>
        <Divider sx={{ my: 3 }} />
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          <FormattedMessage id="admin.events.entry.heading" />
        </Typography>
        <FormCheckbox
          formik={formik}
          idPrefix="event"
          name="takes_entries"
          label={<FormattedMessage id="admin.events.entry.takesEntries" />}
        />
        {formik.values.takes_entries && <EntrySettingsFields formik={formik} />}
      </Box>
      {event && <HistoryPanel recordId={event.id} />}
    </EditDialogFrame>
  );
}
