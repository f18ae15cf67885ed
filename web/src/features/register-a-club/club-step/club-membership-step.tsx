import { COACH_BELT_RANKS, GENDERS, T_SHIRT_SIZES, UNIFORM_SIZES } from '@domain/enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  FormTextField,
  type FormTextFieldProps,
} from '../../../components/form-fields/form-text-field';
import { beltLabel } from '../../../components/form-fields/option-labels';

import { clubStepSchema, type ClubStepValues } from './club-step-values';
import { LogoField } from './logo-field';

export interface ClubMembershipStepProps {
  initialValues: ClubStepValues;
  submitting: boolean;
  error: string | null;
  onBack: () => void;
  onSubmit: (values: ClubStepValues) => void;
}

/** Step 3 of the club wizard: the club and its coach (the owner). */
export function ClubMembershipStep({
  initialValues,
  submitting,
  error,
  onBack,
  onSubmit,
}: ClubMembershipStepProps) {
  const intl = useIntl();
  const formik = useFormik<ClubStepValues>({
    initialValues,
    validationSchema: clubStepSchema,
    onSubmit,
  });
  const plain = (list: readonly string[]) => list.map((value) => ({ value, label: value }));
  const field = (
    name: string,
    labelId: string,
    extra: Partial<FormTextFieldProps<ClubStepValues>> = {},
  ) => (
    <FormTextField
      formik={formik}
      name={name}
      labelId={labelId}
      idPrefix="club"
      required
      {...extra}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        <FormattedMessage id="clubRegistration.club.heading" />
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('club_info.club_name', 'clubRegistration.club.name')}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('club_info.club_owner_name', 'clubRegistration.club.owner')}
        </Grid>
        <Grid size={{ xs: 12 }}>
          {field('club_info.club_address', 'clubRegistration.club.address', {
            autoComplete: 'street-address',
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('club_info.club_email', 'clubRegistration.club.email', { type: 'email' })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('club_info.club_phone', 'clubRegistration.club.phone', { type: 'tel' })}
        </Grid>
        <Grid size={{ xs: 12 }}>
          <LogoField
            value={formik.values.club_info.club_logo}
            onChange={(logo) => void formik.setFieldValue('club_info.club_logo', logo)}
          />
        </Grid>
      </Grid>
      <Typography variant="h6" component="h3" sx={{ mt: 4, mb: 2 }}>
        <FormattedMessage id="clubRegistration.coach.heading" />
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('owner_info.first_name', 'clubRegistration.coach.firstName', {
            autoComplete: 'given-name',
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('owner_info.last_name', 'clubRegistration.coach.lastName', {
            autoComplete: 'family-name',
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('owner_info.phone', 'clubRegistration.coach.phone', {
            type: 'tel',
            autoComplete: 'tel',
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('owner_info.date_of_birth', 'clubRegistration.coach.dateOfBirth', {
            type: 'date',
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('owner_info.gender', 'clubRegistration.coach.gender', {
            required: false,
            options: GENDERS.map((value) => ({
              value,
              label: intl.formatMessage({ id: `memberEdit.gender.${value}` }),
            })),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('owner_info.belt_rank', 'clubRegistration.coach.beltRank', {
            options: COACH_BELT_RANKS.map((value) => ({ value, label: beltLabel(intl, value) })),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('owner_info.t_shirt_size', 'clubRegistration.coach.tShirtSize', {
            options: plain(T_SHIRT_SIZES),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('owner_info.uniform_size', 'clubRegistration.coach.uniformSize', {
            options: plain(UNIFORM_SIZES),
          })}
        </Grid>
      </Grid>
      {error && (
        <Alert severity="error" sx={{ mt: 3 }} role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button onClick={onBack} disabled={submitting}>
          <FormattedMessage id="clubRegistration.back" />
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={submitting}
          startIcon={
            submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
        >
          <FormattedMessage
            id={submitting ? 'clubRegistration.submitting' : 'clubRegistration.submit'}
          />
        </Button>
      </Stack>
    </Box>
  );
}
